import { chartBands } from './fee-bands'

/**
 * One colour per chart fee band, cool for cheap to warm for expensive. Mid-tones: each stays visible
 * on both themes' backgrounds, and no text is ever drawn on them.
 */
export const bandColors: readonly string[] = [
  '#3e7cb1',
  '#2f9e9e',
  '#27a86b',
  '#5cb83f',
  '#9bc53d',
  '#c9c832',
  '#e6b531',
  '#eb9530',
  '#e8742f',
  '#e0533a',
  '#d63a5a',
  '#c42f7d',
  '#a63399',
  '#8040a8',
  '#5b4bb0',
]

/** The colour of the chart band a fee rate (sat/vB) falls in. */
export function feeColor(rate: number | undefined): string {
  let band = 0
  if (rate !== undefined && Number.isFinite(rate)) {
    while (band + 1 < chartBands.length && (chartBands[band + 1]?.from ?? Infinity) <= rate) band++
  }
  return bandColors[band] ?? (bandColors[0] as string)
}
