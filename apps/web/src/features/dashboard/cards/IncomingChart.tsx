import { t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import { CanvasChart } from '../../../components/chart/CanvasChart'
import type { ChartData } from '../../../components/chart/layout'
import { formatCompactTenths } from '../../../format/number'
import { SectionError } from '../../mining/SectionError'
import { useUnits } from '../../units/useUnits'
import { useLiveItem } from '../queries/useLiveItem'
import { useStatistics } from '../queries/useStatistics'
import { Card } from './Card'
import { LiveFigure } from './LiveFigure'

/** Incoming transactions in vbytes per second over the last two hours, live. */
export function IncomingChart() {
  const { points, status, error, retry } = useStatistics()
  const current = useLiveItem('vBytesPerSecond').data
  const units = useUnits()
  const data = useMemo<ChartData>(
    () => ({
      times: points.map((p) => p.time),
      series: [
        {
          label: units.flowLabel,
          color: '#3e7cb1',
          values: points.map((p) => units.sizeValue(p.vbytesPerSecond)),
        },
      ],
      stacked: false,
    }),
    [points, units],
  )
  const describe = useCallback(
    (index: number) => {
      const point = points[index]
      return point ? units.flow(point.vbytesPerSecond) : ''
    },
    [points, units],
  )
  // The live figure is the service's measure over its last 150 s (mempool's sample period); each chart
  // point is a minute's statistics row. Without the live one, the latest row stands in, and says so.
  const latest = current ?? points.at(-1)?.vbytesPerSecond
  const live = current !== undefined
  const what = live
    ? t({ message: 'last 2.5 min', comment: 'what the live figure measures' })
    : t({ message: 'latest minute', comment: 'what the live figure measures' })
  const flow = units.flow(latest)
  const peak = units.chartFlow(Math.max(0, ...(data.series[0]?.values ?? [])))
  const summary =
    units.unit === 'WU'
      ? live
        ? t`Incoming transactions over the last two hours, in weight units per second: ${flow} over the last 2.5 min, peak ${peak}.`
        : t`Incoming transactions over the last two hours, in weight units per second: ${flow} over the latest minute, peak ${peak}.`
      : live
        ? t`Incoming transactions over the last two hours, in vbytes per second: ${flow} over the last 2.5 min, peak ${peak}.`
        : t`Incoming transactions over the last two hours, in vbytes per second: ${flow} over the latest minute, peak ${peak}.`
  return (
    <Card
      className="db-card-incoming"
      title={t`Incoming transactions`}
      testId="incoming-chart"
      status={status}
      error={<SectionError what={t`The mempool history`} error={error} retry={retry} />}
      aside={latest !== undefined && <LiveFigure value={flow} what={what} testId="incoming-now" />}
      lines={5}
    >
      <CanvasChart
        data={data}
        summary={summary}
        formatValue={formatCompactTenths}
        describe={describe}
      />
    </Card>
  )
}
