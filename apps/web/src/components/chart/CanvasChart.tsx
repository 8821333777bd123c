import { t } from '@lingui/core/macro'
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useSettings } from '../../settings/useSettings'
import { palettes } from '../../theme/palette'
import { useElementWidth } from '../useElementWidth'
import { drawChart } from './draw'
import { type ChartData, chartLayout } from './layout'
import { nearestIndex } from './scale'
import { timeAxis } from './time-axis'

export interface CanvasChartProps {
  data: ChartData
  /** What the chart shows, for people who cannot see it: a sentence with the latest figures. */
  summary: string
  /** Axis labels (short) of the left scale. */
  formatValue: (value: number) => string
  /** Axis labels of the right scale (`data.right`); the left's when absent. */
  formatRight?: (value: number) => string
  /** The readout of the point under the pointer or keyboard focus. */
  describe: (index: number) => string
  height?: number
  /** Points are days: each is read out by its date, the slider is named "Day". */
  daily?: boolean
  /** data-testid of the readout under the chart. */
  readoutTestId?: string
}

/**
 * A time-series chart drawn on a canvas: a few hundred points need no charting library. The pointer, or
 * the arrow keys on the slider under it, pick a point; its figures show as text under the chart.
 */
export function CanvasChart({
  data,
  summary,
  formatValue,
  formatRight = formatValue,
  describe,
  height = 180,
  daily = false,
  readoutTestId,
}: CanvasChartProps) {
  const [wrapper, width] = useElementWidth<HTMLDivElement>()
  const canvas = useRef<HTMLCanvasElement>(null)
  const [hover, setHover] = useState<number | undefined>(undefined)
  const { settings } = useSettings()
  const axis = useMemo(
    () => timeAxis(data.times, settings.time, daily),
    [data.times, settings.time, daily],
  )

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
    const text = { value: formatValue, right: formatRight, time: axis }
    drawChart(ctx, data, chartLayout(data, width, height), style, text, hover)
  }, [data, width, height, hover, formatValue, formatRight, axis, settings.theme])

  const pick = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const { plot } = chartLayout(data, rect.width, height)
    const first = data.times[0] ?? 0
    const last = data.times.at(-1) ?? first
    const share = (event.clientX - rect.left - plot.left) / (plot.right - plot.left)
    const index = nearestIndex(data.times, first + share * (last - first))
    setHover(index < 0 ? undefined : index)
  }

  const lastIndex = data.times.length - 1
  const shown = hover ?? lastIndex
  const shownTime = data.times[shown]
  const readout = shownTime === undefined ? '' : `${axis.point(shownTime)} · ${describe(shown)}`
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
      {/* Keyboard and screen-reader access to each point: a slider over the points' times. */}
      {lastIndex > 0 && (
        <input
          type="range"
          className="db-chart-slider"
          aria-label={
            daily
              ? t({ message: 'Day', comment: 'the slider that picks a day of a chart' })
              : t`Point in time`
          }
          aria-valuetext={readout}
          min={0}
          max={lastIndex}
          value={shown}
          onChange={(event) => setHover(Number(event.currentTarget.value))}
          onBlur={() => setHover(undefined)}
        />
      )}
      <p className="db-chart-readout muted" data-testid={readoutTestId}>
        {readout}
      </p>
    </div>
  )
}
