import type { ChartData, ChartLayout } from './layout'
import { timeTicks } from './scale'

export interface ChartStyle {
  /** Axis labels. */
  text: string
  /** Grid lines and the hover line. */
  grid: string
  font: string
}

export interface ChartText {
  value: (value: number) => string
  time: (seconds: number) => string
}

/** Draws axes, grid and series onto a context already scaled to CSS pixels. */
export function drawChart(
  ctx: CanvasRenderingContext2D,
  data: ChartData,
  layout: ChartLayout,
  style: ChartStyle,
  text: ChartText,
  hover: number | undefined,
): void {
  const { plot, x, y, tops } = layout
  ctx.clearRect(0, 0, plot.right + 100, plot.bottom + 100)
  ctx.font = style.font
  ctx.lineWidth = 1
  ctx.strokeStyle = style.grid
  ctx.fillStyle = style.text
  ctx.textAlign = 'right'
  ctx.textBaseline = 'middle'
  for (const tick of layout.ticks) {
    const ty = Math.round(y(tick)) + 0.5
    ctx.beginPath()
    ctx.moveTo(plot.left, ty)
    ctx.lineTo(plot.right, ty)
    ctx.stroke()
    ctx.fillText(text.value(tick), plot.left - 6, ty)
  }
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  const first = data.times[0]
  const last = data.times.at(-1)
  if (first !== undefined && last !== undefined) {
    for (const t of timeTicks(first, last)) ctx.fillText(text.time(t), x(t), plot.bottom + 5)
  }

  // Stacked areas are painted top series first, each down to the baseline, so lower ones cover the rest.
  const order = data.stacked ? [...tops.keys()].reverse() : [...tops.keys()]
  for (const k of order) {
    const top = tops[k] ?? []
    const color = data.series[k]?.color ?? style.text
    if (top.length === 0) continue
    ctx.beginPath()
    top.forEach((v, i) => {
      const px = x(data.times[i] ?? 0)
      const py = y(v)
      if (i === 0) ctx.moveTo(px, py)
      else ctx.lineTo(px, py)
    })
    if (data.stacked) {
      ctx.lineTo(x(last ?? 0), plot.bottom)
      ctx.lineTo(x(first ?? 0), plot.bottom)
      ctx.closePath()
      ctx.fillStyle = color
      ctx.fill()
    } else {
      ctx.strokeStyle = color
      ctx.lineWidth = 2
      ctx.stroke()
      ctx.lineWidth = 1
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
