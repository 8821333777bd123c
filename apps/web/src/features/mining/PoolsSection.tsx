import { plural, t } from '@lingui/core/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { Identicon } from '../../components/Identicon'
import { formatFraction } from '../../format/percent'
import { formatSi } from '../../format/si'
import { useExplorerClient } from '../../queries/client'
import { Card } from '../dashboard/cards/Card'
import { formatCount } from '../dashboard/model/format'
import { IntervalPicker } from './IntervalPicker'
import { defaultPoolInterval, intervalName, poolIntervals } from './intervals'
import { PoolShareBar } from './PoolShareBar'
import { poolRows, shareSlices } from './pool-ranking'
import { poolPath } from './poolPath'
import { poolsQueryOptions } from './queries'
import { SectionError } from './SectionError'
import { useIntervalParam } from './useIntervalParam'

/** Which pools found the interval's blocks: ranking, shares, empty blocks and estimated hashrate. */
export function PoolsSection() {
  const client = useExplorerClient()
  const network = useNetwork()
  const [interval, choose] = useIntervalParam('pools', poolIntervals, defaultPoolInterval)
  const query = useQuery({
    ...poolsQueryOptions(client, interval),
    placeholderData: keepPreviousData,
  })
  const rows = useMemo(() => (query.data ? poolRows(query.data) : undefined), [query.data])
  const slices = useMemo(() => (rows ? shareSlices(rows) : []), [rows])
  const blocks = rows?.reduce((sum, r) => sum + r.blocks, 0) ?? 0
  const span = intervalName(interval)
  return (
    <Card
      className="mn-card-pools"
      title={t`Pool ranking`}
      testId="pool-ranking"
      status={rows ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what={t`The pool ranking`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      aside={
        rows && (
          <span className="db-live">{plural(blocks, { one: '# block', other: '# blocks' })}</span>
        )
      }
      lines={10}
    >
      <IntervalPicker
        label={t`Pool ranking interval`}
        intervals={poolIntervals}
        nameOf={intervalName}
        value={interval}
        onChange={choose}
      />
      {query.isError && (
        <SectionError
          what={t`The newer pool ranking`}
          error={query.error}
          retry={() => query.refetch()}
        />
      )}
      {rows && rows.length === 0 && <p className="muted">{t`No blocks were mined in ${span}.`}</p>}
      {rows && rows.length > 0 && (
        <div
          data-testid="pool-ranking-body"
          data-interval={query.isPlaceholderData ? undefined : interval}
          aria-busy={query.isFetching}
        >
          <PoolShareBar slices={slices} />
          <div className="mn-scroll">
            <table className="db-table mn-pools">
              <caption className="visually-hidden">
                {t`Pools ranked by blocks found in ${span}`}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="db-num">
                    {t`Rank`}
                  </th>
                  <th scope="col">{t`Pool`}</th>
                  <th scope="col" className="db-num">
                    {t`Blocks`}
                  </th>
                  <th scope="col" className="db-num">
                    {t({ message: 'Share', context: 'table column: share of blocks' })}
                  </th>
                  <th scope="col" className="db-num mn-narrow-hide">
                    {t`Empty blocks`}
                  </th>
                  <th scope="col" className="db-num mn-narrow-hide">
                    {t`Hashrate (est.)`}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.slug} data-testid="pool-row">
                    <td className="db-num">{row.rank}</td>
                    <td className="mn-pool">
                      <Identicon id={row.slug} label="" size={20} />
                      <Link to={poolPath(network, row.slug)}>{row.name}</Link>
                    </td>
                    <td className="db-num">{formatCount(row.blocks)}</td>
                    <td className="db-num">{formatFraction(row.share)}</td>
                    <td className="db-num mn-narrow-hide">{formatCount(row.emptyBlocks)}</td>
                    <td className="db-num mn-narrow-hide">
                      {row.hashrate === undefined ? '–' : formatSi(row.hashrate, 'H/s')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Card>
  )
}
