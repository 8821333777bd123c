import { plural, t } from '@lingui/core/macro'
import { useMemo } from 'react'
import { useNetwork } from '../../../app/useNetwork'

import { defaultPoolInterval, intervalName, poolIntervals } from '../../mining/intervals'
import { poolRows } from '../../mining/pool-ranking'
import { poolsQueryOptions } from '../../mining/queries'
import { SectionError } from '../../mining/SectionError'
import { useMiningFeed } from '../../mining/useMiningFeed'
import { RangePicker } from '../RangePicker'
import { ShareChart } from '../ShareChart'
import { useRangeQuery } from '../useRangeQuery'
import { poolShareItems, poolShareTable } from './poolShares'

/** `/graphs/mining/pools`: each pool's share of the range's blocks, live on each new block. */
export default function PoolSharePage() {
  useMiningFeed()
  const network = useNetwork()
  const { range, choose, query, status, shownRange } = useRangeQuery(
    poolIntervals,
    defaultPoolInterval,
    poolsQueryOptions,
  )
  const rows = useMemo(() => query.data && poolRows(query.data), [query.data])
  const items = useMemo(() => rows && poolShareItems(rows, network), [rows, network])
  const table = useMemo(() => rows && poolShareTable(rows), [rows])
  const blocks = rows?.reduce((sum, row) => sum + row.blocks, 0)
  const span = intervalName(range)
  return (
    <ShareChart
      title={t`Pools by share of blocks, ${span}`}
      testId="pool-shares"
      status={status}
      error={
        <SectionError
          what={t`The pool ranking`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      items={items}
      countText={(count) => plural(count, { one: '# block', other: '# blocks' })}
      label={t`Share of blocks found in ${span}`}
      table={table}
      fileName={`mining-pools-${range}`}
      range={shownRange}
      aside={
        blocks !== undefined && (
          <span className="db-live">{plural(blocks, { one: '# block', other: '# blocks' })}</span>
        )
      }
      controls={<RangePicker ranges={poolIntervals} value={range} onChange={choose} />}
      empty={t`No blocks were mined in ${span}.`}
    />
  )
}
