import { plural, t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import { useNetwork } from '../../../app/useNetwork'
import { formatCompactTenths } from '../../../format/number'
import { statSeries } from '../../dashboard/model/statistics'
import { IntervalPicker } from '../../mining/IntervalPicker'
import { SectionError } from '../../mining/SectionError'
import { useUnits } from '../../units/useUnits'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { useRangeQuery } from '../useRangeQuery'
import { bandChart, describeBands, describeIncoming, incomingChart } from './mempool-series'
import { defaultMempoolRange, liveWindows, mempoolRangeName, mempoolRanges } from './ranges'
import { graphStatisticsQueryOptions } from './statisticsQuery'
import { useMempoolGraphFeed } from './useMempoolGraphFeed'

/**
 * `/graphs/mempool`: the mempool's size by fee-rate band and the incoming transactions over one range
 * (`?range=`, 2h to all), both from `/v1/statistics/:range`; live at 2h and 24h.
 */
export default function MempoolGraphPage() {
  const { range, choose, query, status, shownRange } = useRangeQuery(
    mempoolRanges,
    defaultMempoolRange,
    graphStatisticsQueryOptions,
  )
  useMempoolGraphFeed(range)
  const network = useNetwork()
  const units = useUnits()
  const points = useMemo(
    () => query.data && statSeries(query.data, liveWindows[range] ?? Number.POSITIVE_INFINITY),
    [query.data, range],
  )
  const bands = useMemo(() => points && bandChart(points, network, units), [points, network, units])
  const incoming = useMemo(() => points && incomingChart(points, units), [points, units])
  const describeBand = useCallback(
    (index: number) => (bands ? describeBands(bands.bands, index, units) : ''),
    [bands, units],
  )
  const describeRate = useCallback(
    (index: number) => (points ? describeIncoming(points, index, units) : ''),
    [points, units],
  )
  const formatAxisSize = useCallback(
    (value: number) => units.chartSize(value).replace(' ', ''),
    [units],
  )
  const error = (
    <SectionError what={t`The mempool history`} error={query.error} retry={() => query.refetch()} />
  )
  const words = mempoolRangeName(range)
  const last = points && points.length - 1
  const total = bands && last !== undefined ? describeBands(bands.bands, last, units) : ''
  const peak = Math.max(0, ...(points ?? []).map((p) => p.vbytesPerSecond))
  const count = points?.length ?? 0
  const latest = describeIncoming(points ?? [], last ?? -1, units) || t`unknown`
  const peakRate = units.flow(peak)
  return (
    <>
      <IntervalPicker
        label={t({ message: 'Range', comment: 'the span of time a chart shows' })}
        intervals={mempoolRanges}
        nameOf={mempoolRangeName}
        value={range}
        onChange={choose}
      />
      <TimeSeriesGraph
        title={t`Mempool by fee rate`}
        testId="graph-mempool"
        className="gr-panel-mempool"
        status={status}
        error={error}
        data={bands?.data}
        range={shownRange}
        formatValue={formatAxisSize}
        formatCell={units.chartSize}
        describe={describeBand}
        summary={plural(count, {
          one: `Mempool size by fee rate over ${words}, # point; the latest: ${total}.`,
          other: `Mempool size by fee rate over ${words}, # points; the latest: ${total}.`,
        })}
        fileName={`mempool-${range}`}
        height={300}
        empty={t`No mempool figures for ${words}.`}
      />
      <TimeSeriesGraph
        title={t`Incoming transactions`}
        testId="graph-incoming"
        className="gr-panel-incoming"
        status={status}
        error={error}
        data={incoming}
        range={shownRange}
        formatValue={formatCompactTenths}
        formatCell={units.chartFlow}
        describe={describeRate}
        summary={
          units.unit === 'WU'
            ? t`Incoming transactions over ${words}, in weight units per second: the latest ${latest}, peak ${peakRate}.`
            : t`Incoming transactions over ${words}, in vbytes per second: the latest ${latest}, peak ${peakRate}.`
        }
        fileName={`incoming-${range}`}
        height={200}
        empty={t`No incoming figures for ${words}.`}
      />
    </>
  )
}
