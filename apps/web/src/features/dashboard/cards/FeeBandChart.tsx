import { useCallback, useMemo } from 'react'
import { useNetwork } from '../../../app/useNetwork'
import { CanvasChart } from '../../../components/chart/CanvasChart'
import { ChartLegend } from '../../../components/chart/ChartLegend'
import type { ChartData } from '../../../components/chart/layout'
import { formatClock } from '../../../format/time'
import { useSettings } from '../../../settings/useSettings'
import { SectionError } from '../../mining/SectionError'
import { bandSeries, bandTotal, chartBands } from '../model/fee-bands'
import { bandColors } from '../model/fee-colors'
import { formatVsize } from '../model/format'
import { useStatistics } from '../queries/useStatistics'
import { Card } from './Card'
import { LiveFigure } from './LiveFigure'

/** The mempool's size by fee-rate band over the last two hours, stacked from cheapest up. */
export function FeeBandChart() {
  const { points, status, error, retry } = useStatistics()
  const network = useNetwork()
  const bands = useMemo(() => bandSeries(points, network), [points, network])
  const data = useMemo<ChartData>(
    () => ({
      times: points.map((p) => p.time),
      series: bands.map((s) => ({
        label: s.label,
        color: bandColors[chartBands.indexOf(s.band)] ?? '#888',
        values: s.values,
      })),
      stacked: true,
    }),
    [points, bands],
  )
  const describe = useCallback(
    (index: number) => {
      const parts = bands
        .filter((s) => (s.values[index] ?? 0) > 0)
        .slice(-3)
        .reverse()
        .map((s) => `${s.label}: ${formatVsize(s.values[index])}`)
      return `${formatVsize(bandTotal(bands, index))} in total; top bands ${parts.join(', ')} (sat/vB)`
    },
    [bands],
  )
  const { time } = useSettings().settings
  const last = points.length - 1
  const now = bandTotal(bands, last)
  // The statistics row of a minute ago, not the live mempool (the Mempool card's size): say when.
  const at = points[last]?.time
  return (
    <Card
      className="db-card-bands"
      title="Mempool by fee rate"
      testId="fee-band-chart"
      status={status}
      error={<SectionError what="The mempool history" error={error} retry={retry} />}
      aside={
        at !== undefined && (
          <LiveFigure
            value={formatVsize(now)}
            what={`at ${formatClock(at, time)}`}
            testId="fee-band-now"
          />
        )
      }
      lines={5}
    >
      <CanvasChart
        data={data}
        summary={`Mempool size by fee rate over the last two hours: ${formatVsize(now)} in ${bands.length} fee bands at ${at === undefined ? 'the latest row' : formatClock(at, time)}.`}
        formatValue={(v) => formatVsize(v).replace(' ', '')}
        describe={describe}
      />
      <ChartLegend data={data} label="Fee rate bands, sat/vB" />
    </Card>
  )
}
