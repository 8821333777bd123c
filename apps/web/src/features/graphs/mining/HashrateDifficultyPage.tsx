import { plural, t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import {
  describeHashrate,
  formatDifficulty,
  formatHashrate,
  hashrateChartData,
  hashrateSeries,
} from '../../mining/hashrate-series'
import { intervalName } from '../../mining/intervals'
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
  const span = intervalName(range)
  let summary = ''
  if (series) {
    const days = series.times.length
    const hashrate = formatHashrate(series.hashrates.at(-1) ?? Number.NaN)
    const difficulty = formatDifficulty(series.difficulties.at(-1) ?? Number.NaN)
    const retargets = series.adjustments.length
    summary = t`Hashrate and difficulty over ${span}, ${plural(days, { one: '# daily point', other: '# daily points' })}: hashrate of the latest day ${hashrate}, difficulty ${difficulty} after ${plural(retargets, { one: '# retarget', other: '# retargets' })}.`
  }
  return (
    <TimeSeriesGraph
      title={t`Hashrate and difficulty`}
      testId="hashrate-difficulty"
      status={status}
      error={
        <SectionError what={t`The hashrate history`} error={query.error} retry={query.refetch} />
      }
      data={data}
      range={shownRange}
      controls={<RangePicker ranges={choice.ranges} value={range} onChange={choose} />}
      formatValue={formatHashrate}
      formatRight={formatDifficulty}
      describe={describe}
      summary={summary}
      fileName={`hashrate-difficulty-${range}`}
      daily
      empty={t`No hashrate samples for ${span}.`}
    />
  )
}
