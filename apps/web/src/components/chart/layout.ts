import { linear, rangeTicks, yTicks } from './scale'
import { stack } from './stack'

export interface ChartSeries {
  label: string
  color: string
  values: readonly number[]
  /** Drawn as a line held until the next value (a step), as difficulty is between retargets. */
  steps?: boolean
  /**
   * Drawn as bars from zero, each in its own colour (a colour per value): for figures judged point by
   * point, as block health is.
   */
  barColors?: readonly string[]
}

export interface ChartData {
  /** Seconds, ascending. */
  times: readonly number[]
  /** The series against the left scale. */
  series: readonly ChartSeries[]
  /** Series stacked bottom-up (areas), or each drawn on its own (lines). */
  stacked: boolean
  /**
   * The left scale covers the values' range instead of rising from zero: for figures that move by a few
   * percent (hashrate), which a zero-based axis would flatten into a line.
   */
  range?: boolean
  /** A line against a scale of its own (covering its range), labelled on the right. */
  right?: ChartSeries
}

/** Room for the axis labels, in CSS pixels: with one scale, and with a scale on each side. */
export const padding = { top: 8, right: 8, bottom: 20, left: 52 } as const
export const dualPadding = { top: 8, right: 60, bottom: 20, left: 60 } as const

export interface AxisScale {
  ticks: number[]
  y: (value: number) => number
}

export interface ChartLayout {
  /** The whole chart's width, labels included. */
  width: number
  plot: { left: number; top: number; right: number; bottom: number }
  x: (time: number) => number
  /** The left scale; the grid lines follow it. */
  left: AxisScale
  right: AxisScale | undefined
  /** Per left series, the y of its top edge at each time (stacked: running totals). */
  tops: number[][]
}

function scale(ticks: number[], bottom: number, top: number): AxisScale {
  return { ticks, y: linear(ticks[0] ?? 0, ticks.at(-1) ?? 1, bottom, top) }
}

function rangeScale(values: readonly number[], bottom: number, top: number): AxisScale {
  const finite = values.filter(Number.isFinite)
  return scale(rangeTicks(Math.min(...finite), Math.max(...finite)), bottom, top)
}

/** Where everything goes in a `width` x `height` chart. */
export function chartLayout(data: ChartData, width: number, height: number): ChartLayout {
  const room = data.right ? dualPadding : padding
  const plot = {
    left: room.left,
    top: room.top,
    right: Math.max(room.left + 1, width - room.right),
    bottom: Math.max(room.top + 1, height - room.bottom),
  }
  const values = data.series.map((s) => data.times.map((_, i) => s.values[i] ?? 0))
  const tops = data.stacked ? stack(values) : values
  const left = data.range
    ? rangeScale(
        data.series.flatMap((s) => s.values),
        plot.bottom,
        plot.top,
      )
    : scale(yTicks(Math.max(0, ...tops.flat())), plot.bottom, plot.top)
  const first = data.times[0] ?? 0
  const last = data.times.at(-1) ?? first
  return {
    width,
    plot,
    x: linear(first, last, plot.left, plot.right),
    left,
    right: data.right && rangeScale(data.right.values, plot.bottom, plot.top),
    tops,
  }
}
