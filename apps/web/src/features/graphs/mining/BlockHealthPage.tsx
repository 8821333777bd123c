import { plural, t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import { formatInteger } from '../../../format/number'
import { intervalName } from '../../mining/intervals'
import { SectionError } from '../../mining/SectionError'
import { formatPercentUpTo2 } from '../percent'
import { RangePicker } from '../RangePicker'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { blockWord, healthSeries } from './block-health'
import { blockHealthQueryOptions } from './queries'
import { miningRanges } from './ranges'
import { useMiningChart } from './useMiningChart'

const choice = miningRanges.blocks

/**
 * `/graphs/mining/block-health`: how much of the template the service expected each block holds (its audit's
 * match rate), over time. Whatever the service's audits say is drawn as they say it.
 */
export default function BlockHealthPage() {
  const { range, choose, query, status, shownRange } = useMiningChart(
    choice,
    blockHealthQueryOptions,
  )
  const series = useMemo(() => query.data && healthSeries(query.data), [query.data])
  const describe = useCallback(
    (index: number) => {
      const rate = series?.data.series[0]?.values[index]
      const height = series?.heights[index]
      if (rate === undefined || height === undefined) return ''
      const match = formatPercentUpTo2(rate)
      const block = blockWord(range, formatInteger(height))
      return t`Match rate ${match} · ${block}`
    },
    [series, range],
  )
  const last = series ? series.data.times.length - 1 : -1
  const span = intervalName(range)
  const count = last + 1
  const latest = last >= 0 ? describe(last) : t({ message: 'none', comment: 'no latest point' })
  return (
    <TimeSeriesGraph
      title={t`Block health`}
      testId="block-health"
      status={status}
      error={<SectionError what={t`The block audits`} error={query.error} retry={query.refetch} />}
      data={series?.data}
      range={shownRange}
      controls={<RangePicker ranges={choice.ranges} value={range} onChange={choose} />}
      formatValue={formatPercentUpTo2}
      describe={describe}
      summary={plural(count, {
        one: `Block health (the audit's match rate) over ${span}, # point; the latest: ${latest}.`,
        other: `Block health (the audit's match rate) over ${span}, # points; the latest: ${latest}.`,
      })}
      fileName={`block-health-${range}`}
      empty={t`No audited blocks in ${span}.`}
    />
  )
}
