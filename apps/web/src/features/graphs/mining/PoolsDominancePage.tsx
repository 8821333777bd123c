import { t } from '@lingui/core/macro'
import { useCallback, useMemo } from 'react'
import { intervalName } from '../../mining/intervals'
import { SectionError } from '../../mining/SectionError'
import { formatPercentUpTo2 } from '../percent'
import { RangePicker } from '../RangePicker'
import { TimeSeriesGraph } from '../TimeSeriesGraph'
import { describeDominance, dominanceChart } from './pool-dominance'
import { poolsHashrateQueryOptions } from './queries'
import { miningRanges } from './ranges'
import { useMiningChart } from './useMiningChart'

const choice = miningRanges.dominance

/** `/graphs/mining/pools-dominance`: each pool's weekly share of the blocks, stacked to 100 %. */
export default function PoolsDominancePage() {
  const { range, choose, query, status, shownRange } = useMiningChart(
    choice,
    poolsHashrateQueryOptions,
  )
  const data = useMemo(() => query.data && dominanceChart(query.data), [query.data])
  const describe = useCallback(
    (index: number) => (data ? describeDominance(data, index, formatPercentUpTo2) : ''),
    [data],
  )
  const latest =
    data && data.times.length > 0
      ? describeDominance(data, data.times.length - 1, formatPercentUpTo2)
      : ''
  const span = intervalName(range)
  return (
    <TimeSeriesGraph
      title={t`Pools dominance`}
      testId="pools-dominance"
      status={status}
      error={
        <SectionError
          what={t`The pools' hashrate history`}
          error={query.error}
          retry={query.refetch}
        />
      }
      data={data}
      range={shownRange}
      controls={<RangePicker ranges={choice.ranges} value={range} onChange={choose} />}
      formatValue={formatPercentUpTo2}
      describe={describe}
      summary={t`Each pool's weekly share of the blocks over ${span}, stacked to 100 %. The latest week: ${latest}.`}
      fileName={`pools-dominance-${range}`}
      empty={t`No pool has mined a block in the last week: the service lists the pools of the last week only.`}
    />
  )
}
