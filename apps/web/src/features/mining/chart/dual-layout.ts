import { linear } from '../../dashboard/chart/scale'
import { rangeTicks } from './axis'

/** One line of a two-scale chart. */
export interface AxisSeries {
  label: string
  color: string
  values: readonly number[]
  /** Axis labels and readouts. */
  format: (value: number) => string
  /** Held until the next value (a step line), as difficulty is between retargets. */
  steps?: boolean
}

/** Two series over the same times, each against its own scale: the left one and the right one. */
export interface DualChartData {
  /** Seconds, ascending. */
  times: readonly number[]
  left: AxisSeries
  right: AxisSeries
}

/** Room for the axis labels on both sides, in CSS pixels. */
export const dualPadding = { top: 8, right: 60, bottom: 20, left: 60 } as const

export interface AxisScale {
  ticks: number[]
  y: (value: number) => number
}

export interface DualLayout {
  plot: { left: number; top: number; right: number; bottom: number }
  x: (time: number) => number
  left: AxisScale
  right: AxisScale
}

function axisScale(values: readonly number[], bottom: number, top: number): AxisScale {
  const finite = values.filter(Number.isFinite)
  const ticks = rangeTicks(Math.min(...finite), Math.max(...finite))
  const y = linear(ticks[0] ?? 0, ticks.at(-1) ?? 1, bottom, top)
  return { ticks, y }
}

/** Where everything goes in a `width` x `height` chart with a scale on each side. */
export function dualLayout(data: DualChartData, width: number, height: number): DualLayout {
  const plot = {
    left: dualPadding.left,
    top: dualPadding.top,
    right: Math.max(dualPadding.left + 1, width - dualPadding.right),
    bottom: Math.max(dualPadding.top + 1, height - dualPadding.bottom),
  }
  const first = data.times[0] ?? 0
  const last = data.times.at(-1) ?? first
  return {
    plot,
    x: linear(first, last, plot.left, plot.right),
    left: axisScale(data.left.values, plot.bottom, plot.top),
    right: axisScale(data.right.values, plot.bottom, plot.top),
  }
}
