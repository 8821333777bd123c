import { plural, t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import { useNetwork } from '../../../app/useNetwork'
import { CanvasChart } from '../../../components/chart/CanvasChart'
import { ChartLegend } from '../../../components/chart/ChartLegend'
import type { ChartData } from '../../../components/chart/layout'
import { formatList } from '../../../format/list'
import { formatClock } from '../../../format/time'
import { useSettings } from '../../../settings/useSettings'
import { SectionError } from '../../mining/SectionError'
import { useUnits } from '../../units/useUnits'
import { bandSeries, bandTotal, chartBands } from '../model/fee-bands'
import { bandColors } from '../model/fee-colors'
import { useStatistics } from '../queries/useStatistics'
import { Card } from './Card'
import { LiveFigure } from './LiveFigure'

/** The mempool's size by fee-rate band over the last two hours, stacked from cheapest up. */
export function FeeBandChart() {
  const { points, status, error, retry } = useStatistics()
  const network = useNetwork()
  const units = useUnits()
  const bands = useMemo(
    () => bandSeries(points, network, units.unit),
    [points, network, units.unit],
  )
  const data = useMemo<ChartData>(
    () => ({
      times: points.map((p) => p.time),
      series: bands.map((s) => ({
        label: s.label,
        color: bandColors[chartBands.indexOf(s.band)] ?? '#888',
        values: s.values.map(units.sizeValue),
      })),
      stacked: true,
    }),
    [points, bands, units],
  )
  const describe = useCallback(
    (index: number) => {
      const parts = bands
        .filter((s) => (s.values[index] ?? 0) > 0)
        .slice(-3)
        .reverse()
        .map((s) => `${s.label}: ${units.sizeSi(s.values[index])}`)
      const total = units.sizeSi(bandTotal(bands, index))
      const top = formatList(parts)
      const rateLabel = units.rateLabel
      return t`${total} in total; top bands ${top} (${rateLabel})`
    },
    [bands, units],
  )
  const { time } = useSettings().settings
  const last = points.length - 1
  const now = bandTotal(bands, last)
  // The statistics row of a minute ago, not the live mempool (the Mempool card's size): say when.
  const at = points[last]?.time
  const clock = at === undefined ? undefined : formatClock(at, time)
  const size = units.sizeSi(now)
  const bandCount = bands.length
  const rateLabel = units.rateLabel
  return (
    <Card
      className="db-card-bands"
      title={t`Mempool by fee rate`}
      testId="fee-band-chart"
      status={status}
      error={<SectionError what={t`The mempool history`} error={error} retry={retry} />}
      aside={
        clock !== undefined && (
          <LiveFigure
            value={size}
            what={t({ message: `at ${clock}`, comment: 'when the statistics row was taken' })}
            testId="fee-band-now"
          />
        )
      }
      lines={5}
    >
      <CanvasChart
        data={data}
        summary={
          clock === undefined
            ? plural(bandCount, {
                one: `Mempool size by fee rate over the last two hours: ${size} in # fee band at the latest row.`,
                other: `Mempool size by fee rate over the last two hours: ${size} in # fee bands at the latest row.`,
              })
            : plural(bandCount, {
                one: `Mempool size by fee rate over the last two hours: ${size} in # fee band at ${clock}.`,
                other: `Mempool size by fee rate over the last two hours: ${size} in # fee bands at ${clock}.`,
              })
        }
        formatValue={(v) => units.chartSize(v).replace(' ', '')}
        describe={describe}
      />
      <ChartLegend data={data} label={t`Fee rate bands, ${rateLabel}`} />
    </Card>
  )
}
