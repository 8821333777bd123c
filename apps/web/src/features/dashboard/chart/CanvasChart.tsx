import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { formatClock } from '../model/format'
import { drawChart } from './draw'
import { type ChartData, chartLayout } from './layout'
import { nearestIndex } from './scale'

export interface CanvasChartProps {
  data: ChartData
  /** What the chart shows, for people who cannot see it: a sentence with the latest figures. */
  summary: string
  /** Axis labels (short). */
  formatValue: (value: number) => string
  /** The readout of the point under the pointer or keyboard focus. */
  describe: (index: number) => string
  height?: number
}

/**
 * A time-series chart drawn on a canvas: a few hundred points need no charting library. The pointer, or
 * the arrow keys on the slider under it, pick a point; its figures show as text under the chart.
 */
export function CanvasChart({
  data,
  summary,
  formatValue,
  describe,
  height = 180,
}: CanvasChartProps) {
  const wrapper = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [width, setWidth] = useState(0)
  const [hover, setHover] = useState<number | undefined>(undefined)
  const { settings } = useSettings()

  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const element = canvas.current
    const ctx = element?.getContext('2d')
    if (!element || !ctx || width === 0) return
    const ratio = globalThis.devicePixelRatio || 1
    element.width = Math.round(width * ratio)
    element.height = Math.round(height * ratio)
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    const palette = palettes[settings.theme]
    const style = {
      text: palette['text-muted'],
      grid: palette.border,
      font: `11px ${getComputedStyle(element).fontFamily || 'sans-serif'}`,
    }
    const text = { value: formatValue, time: (t: number) => formatClock(t, settings.time) }
    drawChart(ctx, data, chartLayout(data, width, height), style, text, hover)
  }, [data, width, height, hover, formatValue, settings.time, settings.theme])

  const pick = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const layout = chartLayout(data, rect.width, height)
    const first = data.times[0] ?? 0
    const last = data.times.at(-1) ?? first
    const share =
      (event.clientX - rect.left - layout.plot.left) / (layout.plot.right - layout.plot.left)
    const index = nearestIndex(data.times, first + share * (last - first))
    setHover(index < 0 ? undefined : index)
  }

  const shown = hover ?? data.times.length - 1
  const lastIndex = data.times.length - 1
  const shownTime = data.times[shown]
  const readout =
    shownTime === undefined ? '' : `${formatClock(shownTime, settings.time)} · ${describe(shown)}`
  return (
    <div className="db-chart" ref={wrapper}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={summary}
        style={{ width: '100%', height }}
        onPointerMove={pick}
        onPointerLeave={() => setHover(undefined)}
      />
      {/* Keyboard and screen-reader access to each point: a slider over the points' times. */}
      {lastIndex > 0 && (
        <input
          type="range"
          className="db-chart-slider"
          aria-label="Point in time"
          aria-valuetext={readout}
          min={0}
          max={lastIndex}
          value={shown}
          onChange={(event) => setHover(Number(event.currentTarget.value))}
          onBlur={() => setHover(undefined)}
        />
      )}
      <p className="db-chart-readout muted">{readout}</p>
    </div>
  )
}
