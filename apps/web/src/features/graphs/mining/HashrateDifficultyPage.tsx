import { useCallback, useMemo } from 'react'
import {
  describeHashrate,
  formatDifficulty,
  formatHashrate,
  hashrateChartData,
  hashrateSeries,
} from '../../mining/hashrate-series'
import { intervalNames } from '../../mining/intervals'
import { hashrateQueryOptions } from '../../mining/queries'
import { SectionError } from '../../mining/SectionError'
import { RangePicker } from '../RangePicker'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { miningRanges } from './ranges'
import { useMiningChart } from './useMiningChart'

const choice = miningRanges.hashrate

/** `/graphs/mining/hashrate-difficulty`: daily hashrate (left) and difficulty (right, a step per retarget). */
export default function HashrateDifficultyPage() {
  const { range, choose, query, status, shownRange } = useMiningChart(choice, hashrateQueryOptions)
  const series = useMemo(() => query.data && hashrateSeries(query.data), [query.data])
  const data = useMemo(() => series && hashrateChartData(series), [series])
  const describe = useCallback(
    (index: number) => (series ? describeHashrate(series, index) : ''),
    [series],
  )
  return (
    <TimeSeriesGraph
      title="Hashrate and difficulty"
      testId="hashrate-difficulty"
      status={status}
      error={<SectionError what="The hashrate history" error={query.error} retry={query.refetch} />}
      data={data}
      range={shownRange}
      controls={<RangePicker ranges={choice.ranges} value={range} onChange={choose} />}
      formatValue={formatHashrate}
      formatRight={formatDifficulty}
      describe={describe}
      summary={
        series
          ? `Hashrate and difficulty over ${intervalNames[range]}, ${series.times.length} daily points: hashrate of the latest day ${formatHashrate(series.hashrates.at(-1) ?? Number.NaN)}, difficulty ${formatDifficulty(series.difficulties.at(-1) ?? Number.NaN)} after ${series.adjustments.length} retargets.`
          : ''
      }
      fileName={`hashrate-difficulty-${range}`}
      daily
      empty={`No hashrate samples for ${intervalNames[range]}.`}
    />
  )
}
