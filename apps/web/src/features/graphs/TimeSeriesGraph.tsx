import { t } from '@lingui/core/macro'
import { type ReactNode, useMemo } from 'react'
import { CanvasChart } from '../../components/chart/CanvasChart'
import { ChartLegend } from '../../components/chart/ChartLegend'
import type { ChartData } from '../../components/chart/layout'
import { formatDateTime } from '../../format/time'
import { useSettings } from '../../settings/useSettings'
import type { LiveStatus } from '../dashboard/queries/liveStatus'
import { GraphPanel } from './GraphPanel'
import { chartTable, type GraphTable } from './graph-table'

export interface TimeSeriesGraphProps {
  title: string
  /** The panel's data-testid; the chart's body is `${testId}-body`, its readout `${testId}-readout`. */
  testId: string
  status: LiveStatus
  error?: ReactNode
  /** Undefined while loading. */
  data: ChartData | undefined
  /** The range the data is for (`data-range` on the body, once the data is the range's, not the last). */
  range: string | undefined
  /** The range picker and anything else above the chart. */
  controls?: ReactNode
  aside?: ReactNode
  formatValue: (value: number) => string
  formatRight?: (value: number) => string
  /** The table's cells of the left series, when the axis labels are too short for them (`86.5K`). */
  formatCell?: (value: number) => string
  /** The readout of a point: each series' figure at it. */
  describe: (index: number) => string
  /** A sentence with the latest figures, for people who cannot see the chart. */
  summary: string
  fileName: string
  /** Points are days. */
  daily?: boolean
  height?: number
  /** Said instead of the chart when the range holds no points. */
  empty?: string
  /** The table and CSV, when the chart's own values are not the figures (a log scale plots logarithms). */
  table?: GraphTable
  /** The panel's own class (GraphPanel). */
  className?: string
}

/**
 * A time-series chart of the graphs pages: the panel (range, chart or table, CSV) around the canvas chart
 * and its legend. The table and the file hold the chart's own series, so all three show the same figures.
 */
export function TimeSeriesGraph(props: TimeSeriesGraphProps) {
  const { settings } = useSettings()
  const { data, formatValue, formatRight, formatCell } = props
  const given = props.table
  // A page that brings its own table (a log scale plots logarithms) needs none built from the chart.
  const table = useMemo(
    () =>
      given ??
      (data &&
        chartTable(data, {
          time: (seconds) => formatDateTime(seconds, settings.time),
          value: formatCell ?? formatValue,
          right: formatRight,
        })),
    [given, data, formatValue, formatRight, formatCell, settings.time],
  )
  const empty = data !== undefined && data.times.length === 0
  return (
    <GraphPanel
      title={props.title}
      testId={props.testId}
      status={props.status}
      error={props.error}
      aside={props.aside}
      controls={
        <>
          {props.controls}
          {data && !empty && <ChartLegend data={data} />}
        </>
      }
      table={table}
      fileName={props.fileName}
      className={props.className}
    >
      {empty ? (
        <p className="muted">{props.empty ?? t`No figures for this range.`}</p>
      ) : (
        data && (
          <div data-testid={`${props.testId}-body`} data-range={props.range}>
            <CanvasChart
              data={data}
              height={props.height ?? 280}
              daily={props.daily ?? false}
              formatValue={formatValue}
              formatRight={formatRight ?? formatValue}
              describe={props.describe}
              readoutTestId={`${props.testId}-readout`}
              summary={props.summary}
            />
          </div>
        )
      )}
    </GraphPanel>
  )
}
