import { plural, t } from '@lingui/core/macro'
import type { RecommendedFees } from '@outpoint/explorer-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Amount } from '../../../components/Amount'
import { describeError } from '../../../components/errors/describeError'
import { PageTitle } from '../../../components/PageTitle'
import { useExplorerClient } from '../../../queries/client'
import { useUnits } from '../../units/useUnits'
import { Card } from '../cards/Card'
import { LatestBlocksTable } from '../cards/LatestBlocks'
import { LatestTransactionsTable } from '../cards/LatestTransactions'
import { feeLevels } from '../model/summaries'
import type { LiveStatus } from '../queries/liveStatus'
import {
  esploraBlocksQueryOptions,
  esploraFeesQueryOptions,
  esploraMempoolQueryOptions,
  esploraRecentQueryOptions,
} from './queries'

/** A card's state from its query: data stays shown through a failed refresh. */
function statusOf(query: UseQueryResult<unknown>): LiveStatus {
  if (query.data !== undefined) return 'ready'
  return query.isError ? 'error' : 'loading'
}

const errorOf = (query: UseQueryResult<unknown>) =>
  query.isError ? describeError(query.error).message : undefined

/**
 * The dashboard of a service with only the Esplora routes (no `/api/v1`, no live feed): fee levels from
 * the node's estimates, the mempool's size, the latest blocks and arrivals, refreshed by the poll.
 */
export default function EsploraDashboard() {
  return (
    <div className="db-page" data-testid="esplora-dashboard">
      <PageTitle>{t`Dashboard`}</PageTitle>
      <h1 className="visually-hidden">{t`Dashboard`}</h1>
      <div className="db-grid">
        <div className="db-column">
          <Fees />
          <Mempool />
          <Recent />
        </div>
        <div className="db-column">
          <Blocks />
        </div>
      </div>
    </div>
  )
}

function FeeList({ fees }: { fees: RecommendedFees }) {
  const units = useUnits()
  return (
    <ul className="db-fees">
      {feeLevels(fees).map((level) => (
        <li key={level.label}>
          <span className="db-label">{level.label}</span>
          <span className="db-figure">
            {units.rate(level.rate)} <span className="db-unit">{units.rateLabel}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

function Fees() {
  const query = useQuery(esploraFeesQueryOptions(useExplorerClient()))
  return (
    <Card
      className="db-card-fees"
      title={t`Transaction fees`}
      testId="esplora-fees"
      status={statusOf(query)}
      error={errorOf(query)}
      lines={2}
    >
      {query.data ? (
        <FeeList fees={query.data} />
      ) : (
        <p className="muted">{t`The node has no fee estimates yet.`}</p>
      )}
    </Card>
  )
}

function Mempool() {
  const query = useQuery(esploraMempoolQueryOptions(useExplorerClient()))
  const units = useUnits()
  const info = query.data
  return (
    <Card
      className="db-card-mempool"
      title={t({ message: 'Mempool', context: 'card title' })}
      testId="esplora-mempool"
      status={statusOf(query)}
      error={errorOf(query)}
      lines={3}
    >
      {info && (
        <dl className="db-facts">
          <div>
            <dt>{t`Unconfirmed`}</dt>
            <dd>{plural(info.count, { one: '# transaction', other: '# transactions' })}</dd>
          </div>
          <div>
            <dt>{t`Size`}</dt>
            <dd>{units.sizeSi(info.vsize)}</dd>
          </div>
          <div>
            <dt>{t`Total fees`}</dt>
            <dd>
              <Amount sats={Math.round(info.total_fee)} />
            </dd>
          </div>
        </dl>
      )}
    </Card>
  )
}

function Recent() {
  const query = useQuery(esploraRecentQueryOptions(useExplorerClient()))
  return (
    <Card
      className="db-card-transactions"
      title={t`Latest transactions`}
      testId="esplora-transactions"
      status={statusOf(query)}
      error={errorOf(query)}
      lines={6}
    >
      {query.data && (
        <LatestTransactionsTable
          transactions={query.data.map((tx) => ({
            txid: tx.txid,
            value: tx.value,
            rate: tx.vsize > 0 ? tx.fee / tx.vsize : undefined,
          }))}
        />
      )}
    </Card>
  )
}

function Blocks() {
  const query = useQuery(esploraBlocksQueryOptions(useExplorerClient()))
  return (
    <Card
      className="db-card-blocks"
      title={t`Latest blocks`}
      testId="esplora-blocks"
      status={statusOf(query)}
      error={errorOf(query)}
      lines={6}
    >
      {query.data && <LatestBlocksTable blocks={query.data} rowTestId="esplora-block" />}
    </Card>
  )
}
