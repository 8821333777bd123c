import type { ChartStyle } from '../../dashboard/chart/draw'
import { dateTicks } from './axis'
import type { AxisScale, AxisSeries, DualChartData, DualLayout } from './dual-layout'

function drawLine(
  ctx: CanvasRenderingContext2D,
  times: readonly number[],
  series: AxisSeries,
  x: (time: number) => number,
  scale: AxisScale,
): void {
  ctx.beginPath()
  let previousY: number | undefined
  times.forEach((t, i) => {
    const value = series.values[i]
    if (value === undefined || !Number.isFinite(value)) return
    const px = x(t)
    const py = scale.y(value)
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
 * Draws a two-scale chart onto a context already scaled to CSS pixels: grid lines follow the left scale,
 * and each side labels its own.
 */
export function drawDualChart(
  ctx: CanvasRenderingContext2D,
  data: DualChartData,
  layout: DualLayout,
  style: ChartStyle,
  formatTime: (seconds: number) => string,
  hover: number | undefined,
): void {
  const { plot, x, left, right } = layout
  ctx.clearRect(0, 0, plot.right + 100, plot.bottom + 100)
  ctx.font = style.font
  ctx.lineWidth = 1
  ctx.strokeStyle = style.grid
  ctx.textBaseline = 'middle'
  for (const tick of left.ticks) {
    const ty = Math.round(left.y(tick)) + 0.5
    ctx.beginPath()
    ctx.moveTo(plot.left, ty)
    ctx.lineTo(plot.right, ty)
    ctx.stroke()
  }
  // Labels in the theme's text colour (its contrast is checked); the legend says which side is which.
  ctx.fillStyle = style.text
  ctx.textAlign = 'right'
  for (const tick of left.ticks) ctx.fillText(data.left.format(tick), plot.left - 6, left.y(tick))
  ctx.textAlign = 'left'
  for (const tick of right.ticks) {
    ctx.fillText(data.right.format(tick), plot.right + 6, right.y(tick))
  }

  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  const first = data.times[0]
  const last = data.times.at(-1)
  if (first !== undefined && last !== undefined) {
    for (const t of dateTicks(first, last)) ctx.fillText(formatTime(t), x(t), plot.bottom + 5)
  }

  drawLine(ctx, data.times, data.right, x, right)
  drawLine(ctx, data.times, data.left, x, left)

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
