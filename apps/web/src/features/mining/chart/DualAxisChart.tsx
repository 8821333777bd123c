import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { formatDateTime } from '../../../format/time'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import { nearestIndex } from '../../dashboard/chart/scale'
import { formatTickDate } from './axis'
import { drawDualChart } from './drawDual'
import { type DualChartData, dualLayout } from './dual-layout'

export interface DualAxisChartProps {
  data: DualChartData
  /** What the chart shows, for people who cannot see it: a sentence with the latest figures. */
  summary: string
  height?: number
}

/**
 * Two series over time on one canvas, each against its own scale (left and right). The pointer, or the
 * arrow keys on the slider under it, pick a day; its figures show as text under the chart.
 */
export function DualAxisChart({ data, summary, height = 260 }: DualAxisChartProps) {
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
    const span = (data.times.at(-1) ?? 0) - (data.times[0] ?? 0)
    const formatTime = (t: number) => formatTickDate(t, span, settings.time)
    drawDualChart(ctx, data, dualLayout(data, width, height), style, formatTime, hover)
  }, [data, width, height, hover, settings.time, settings.theme])

  const pick = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const { plot } = dualLayout(data, rect.width, height)
    const first = data.times[0] ?? 0
    const last = data.times.at(-1) ?? first
    const share = (event.clientX - rect.left - plot.left) / (plot.right - plot.left)
    const index = nearestIndex(data.times, first + share * (last - first))
    setHover(index < 0 ? undefined : index)
  }

  const lastIndex = data.times.length - 1
  const shown = hover ?? lastIndex
  const shownTime = data.times[shown]
  const figure = (series: DualChartData['left']) => {
    const value = series.values[shown]
    return `${series.label} ${value === undefined ? '–' : series.format(value)}`
  }
  const readout =
    shownTime === undefined
      ? ''
      : `${formatDateTime(shownTime, settings.time).slice(0, 10)} · ${figure(data.left)} · ${figure(data.right)}`
  return (
    <div className="db-chart" ref={wrapper}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={summary}
        data-points={data.times.length}
        style={{ width: '100%', height }}
        onPointerMove={pick}
        onPointerLeave={() => setHover(undefined)}
      />
      {lastIndex > 0 && (
        <input
          type="range"
          className="db-chart-slider"
          aria-label="Day"
          aria-valuetext={readout}
          min={0}
          max={lastIndex}
          value={shown}
          onChange={(event) => setHover(Number(event.currentTarget.value))}
          onBlur={() => setHover(undefined)}
        />
      )}
      <p className="db-chart-readout muted" data-testid="hashrate-readout">
        {readout}
      </p>
    </div>
  )
}
