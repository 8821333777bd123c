import { stack } from '../model/fee-bands'
import { linear, yTicks } from './scale'

export interface ChartSeries {
  label: string
  color: string
  values: readonly number[]
}

export interface ChartData {
  /** Seconds, ascending. */
  times: readonly number[]
  series: readonly ChartSeries[]
  /** Series stacked bottom-up (areas), or each drawn on its own (lines). */
  stacked: boolean
}

/** Room for the axis labels, in CSS pixels. */
export const padding = { top: 8, right: 8, bottom: 20, left: 52 } as const

export interface ChartLayout {
  plot: { left: number; top: number; right: number; bottom: number }
  ticks: number[]
  x: (time: number) => number
  y: (value: number) => number
  /** Per series, the y of its top edge at each time (stacked: running totals). */
  tops: number[][]
}

/** Where everything goes in a `width` x `height` chart. */
export function chartLayout(data: ChartData, width: number, height: number): ChartLayout {
  const plot = {
    left: padding.left,
    top: padding.top,
    right: Math.max(padding.left + 1, width - padding.right),
    bottom: Math.max(padding.top + 1, height - padding.bottom),
  }
  const values = data.series.map((s) => data.times.map((_, i) => s.values[i] ?? 0))
  const tops = data.stacked ? stack(values) : values
  const max = Math.max(0, ...tops.flat())
  const ticks = yTicks(max)
  const first = data.times[0] ?? 0
  const last = data.times.at(-1) ?? first
  const x = linear(first, last, plot.left, plot.right)
  const y = linear(0, ticks.at(-1) ?? 1, plot.bottom, plot.top)
  return { plot, ticks, x, y, tops }
}
