import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
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

/**
 * The colour of the chart band a fee rate (sat/vB) falls in on `network`. Liquid's bands are tenths of a
 * sat/vB (see `bandLabel`), so there a rate is banded at ten times its figure: a 0.1 sat/vB transaction
 * takes the colour the mempool chart gives its 0.1-0.2 band.
 */
export function feeColor(rate: number | undefined, network: Network): string {
  const banded = rate !== undefined && isLiquidNetwork(network) ? rate * 10 : rate
  let band = 0
  if (banded !== undefined && Number.isFinite(banded)) {
    while (band + 1 < chartBands.length && (chartBands[band + 1]?.from ?? Infinity) <= banded)
      band++
  }
  return bandColors[band] ?? (bandColors[0] as string)
}
