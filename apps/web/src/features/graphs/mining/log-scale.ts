import { formatSignificant } from '../../../format/number'

/**
 * A base-10 log scale on the canvas chart's linear axis: values are plotted as their logarithms, from
 * `floor` up (lower ones sit on the floor, zero included), and the axis ticks read back as values.
 */
export interface LogScale {
  of: (value: number) => number
  /** An axis tick (a logarithm) as the value it stands for: `1`, `3.16`, `10`; the floor as `≤ 1`. */
  label: (tick: number) => string
}

export function logScale(floor: number): LogScale {
  const bottom = Math.log10(floor)
  return {
    of: (value) => Math.log10(Math.max(value, floor)),
    label: (tick) =>
      tick <= bottom ? `≤ ${formatSignificant(floor)}` : formatSignificant(10 ** tick),
  }
}
