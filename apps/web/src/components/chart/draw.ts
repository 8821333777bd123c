import { type LabelAlign, labelX } from './label-position'
import type { ChartData, ChartLayout, ChartSeries } from './layout'
import type { TimeAxis } from './time-axis'

export interface ChartStyle {
  /** Axis labels. */
  text: string
  /** Grid lines and the hover line. */
  grid: string
  font: string
}

export interface ChartText {
  /** Labels of the left scale. */
  value: (value: number) => string
  /** Labels of the right scale. */
  right: (value: number) => string
  time: Pick<TimeAxis, 'ticks' | 'tick'>
}

/** One series as a line (or steps) through its finite values; gaps are skipped, not drawn at zero. */
function drawLine(
  ctx: CanvasRenderingContext2D,
  times: readonly number[],
  series: ChartSeries,
  x: (time: number) => number,
  y: (value: number) => number,
): void {
  ctx.beginPath()
  let previousY: number | undefined
  times.forEach((t, i) => {
    const value = series.values[i]
    if (value === undefined || !Number.isFinite(value)) return
    const px = x(t)
    const py = y(value)
    if (previousY === undefined) ctx.moveTo(px, py)
    else {
      if (series.steps) ctx.lineTo(px, previousY)
      ctx.lineTo(px, py)
    }
    previousY = py
  })
  ctx.strokeStyle = series.color
  ctx.lineWidth = 2
  ctx.stroke()
  ctx.lineWidth = 1
}

/**
 * One series as bars from zero up to each finite value, in the value's own colour: each bar takes 90 % of
 * the room between neighbouring points, at least 1 and at most 50 pixels.
 */
function drawBars(
  ctx: CanvasRenderingContext2D,
  times: readonly number[],
  series: ChartSeries,
  colors: readonly string[],
  x: (time: number) => number,
  y: (value: number) => number,
): void {
  const first = times[0]
  const last = times.at(-1)
  const room =
    first === undefined || last === undefined || times.length < 2
      ? 50
      : Math.abs(x(last) - x(first)) / (times.length - 1)
  const width = Math.min(50, Math.max(1, room * 0.9))
  const base = y(0)
  times.forEach((t, i) => {
    const value = series.values[i]
    if (value === undefined || !Number.isFinite(value)) return
    const top = y(value)
    ctx.fillStyle = colors[i] ?? series.color
    ctx.fillRect(x(t) - width / 2, Math.min(top, base), width, Math.abs(base - top))
  })
}

/** Writes an axis label aligned on `x`, moved in where it would cross the chart's edge. */
function label(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  align: LabelAlign,
  width: number,
): void {
  ctx.textAlign = align
  ctx.fillText(text, labelX(x, ctx.measureText(text).width, align, width), y)
}

/**
 * Draws axes, grid and series onto a context already scaled to CSS pixels. Grid lines follow the left
 * scale; a right scale labels its own ticks, and its line goes under the left series.
 */
export function drawChart(
  ctx: CanvasRenderingContext2D,
  data: ChartData,
  layout: ChartLayout,
  style: ChartStyle,
  text: ChartText,
  hover: number | undefined,
): void {
  const { width, plot, x, left, right, tops } = layout
  ctx.clearRect(0, 0, width, plot.bottom + 100)
  ctx.font = style.font
  ctx.lineWidth = 1
  ctx.strokeStyle = style.grid
  // Labels in the theme's text colour (its contrast is checked); a legend says which side is which.
  ctx.fillStyle = style.text
  ctx.textBaseline = 'middle'
  for (const tick of left.ticks) {
    const ty = Math.round(left.y(tick)) + 0.5
    ctx.beginPath()
    ctx.moveTo(plot.left, ty)
    ctx.lineTo(plot.right, ty)
    ctx.stroke()
    label(ctx, text.value(tick), plot.left - 6, ty, 'right', width)
  }
  if (right) {
    for (const tick of right.ticks) {
      label(ctx, text.right(tick), plot.right + 6, right.y(tick), 'left', width)
    }
  }
  // The first and last ticks can sit on the plot's ends: their labels move in rather than be clipped.
  ctx.textBaseline = 'top'
  for (const t of text.time.ticks) {
    label(ctx, text.time.tick(t), x(t), plot.bottom + 5, 'center', width)
  }

  if (right && data.right) drawLine(ctx, data.times, data.right, x, right.y)
  if (data.stacked) {
    // Stacked areas are painted top series first, each down to the baseline, so lower ones cover the rest.
    const first = data.times[0] ?? 0
    const last = data.times.at(-1) ?? first
    for (const k of [...tops.keys()].reverse()) {
      const top = tops[k] ?? []
      if (top.length === 0) continue
      ctx.beginPath()
      top.forEach((v, i) => {
        const px = x(data.times[i] ?? 0)
        const py = left.y(v)
        if (i === 0) ctx.moveTo(px, py)
        else ctx.lineTo(px, py)
      })
      ctx.lineTo(x(last), plot.bottom)
      ctx.lineTo(x(first), plot.bottom)
      ctx.closePath()
      ctx.fillStyle = data.series[k]?.color ?? style.text
      ctx.fill()
    }
  } else {
    for (const series of data.series) {
      if (series.barColors) drawBars(ctx, data.times, series, series.barColors, x, left.y)
      else drawLine(ctx, data.times, series, x, left.y)
    }
  }

  const hovered = hover === undefined ? undefined : data.times[hover]
  if (hovered !== undefined) {
    const hx = Math.round(x(hovered)) + 0.5
    ctx.strokeStyle = style.text
    ctx.beginPath()
    ctx.moveTo(hx, plot.top)
    ctx.lineTo(hx, plot.bottom)
    ctx.stroke()
  }
}
