import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { useUnits } from '../units/useUnits'
import { recentTxsQueryOptions } from './queries'
import { type Arrival, keptArrivals, liveArrival, withArrivals } from './recentTxs'
import './blocks-list.css'

/**
 * `/txs`: the latest transactions to enter the mempool, newest first: `/mempool/recent` to start, then each
 * websocket `transactions` message (the `stats` data set) on top, as mempool.space's list does.
 */
export default function RecentTxsPage() {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const options = recentTxsQueryOptions(client, queryClient)
  useLiveTopic({ type: 'data', name: 'stats' }, (event) => {
    if (event.key !== 'transactions') return
    queryClient.setQueryData(options.queryKey, (old) =>
      withArrivals(old ?? [], event.data.map(liveArrival)),
    )
  })
  const query = useQuery(options)
  const kept = keptArrivals
  return (
    <div className="page bl-page" data-testid="recent-txs-page">
      <PageTitle>{t`Recent transactions`}</PageTitle>
      <h1>{t`Recent transactions`}</h1>
      <p className="muted">
        {plural(kept, {
          one: 'The latest # transaction to enter the mempool, updated as it arrives.',
          other: 'The latest # transactions to enter the mempool, updated as they arrive.',
        })}
      </p>
      {query.isError && query.data === undefined ? (
        <ErrorNote
          what={t`Could not load the recent transactions`}
          error={query.error}
          retry={() => void query.refetch()}
          testId="recent-txs-error"
        />
      ) : query.data === undefined ? (
        <p className="muted">{t`Loading recent transactions…`}</p>
      ) : query.data.length === 0 ? (
        <p data-testid="recent-txs-none">{t`No transactions have entered the mempool lately.`}</p>
      ) : (
        <ArrivalsTable arrivals={query.data} />
      )}
    </div>
  )
}

function ArrivalsTable({ arrivals }: { arrivals: readonly Arrival[] }) {
  const network = useNetwork()
  const liquid = isLiquidNetwork(network)
  const units = useUnits()
  return (
    <div className="bl-scroll">
      <table className="db-table bl-table">
        <thead>
          <tr>
            <th scope="col">{t`Transaction`}</th>
            <th scope="col" className="db-num">
              {t`Amount`}
            </th>
            <th scope="col" className="db-num">
              {i18n._(units.sizeName)}
            </th>
            <th scope="col" className="db-num">
              {t`Fee rate`}
            </th>
          </tr>
        </thead>
        <tbody>
          {arrivals.map((tx) => (
            <tr key={tx.txid} data-testid="recent-tx-row" data-txid={tx.txid}>
              <td className="bl-id">
                <Link to={networkPath(network, `/tx/${encodeURIComponent(tx.txid)}`)}>
                  {tx.txid}
                </Link>
              </td>
              <td className="db-num">
                {tx.value === undefined ? (
                  liquid ? (
                    t({
                      message: 'Confidential',
                      comment: 'a Liquid amount hidden by confidential transactions',
                    })
                  ) : (
                    '–'
                  )
                ) : (
                  <Amount sats={tx.value} />
                )}
              </td>
              <td className="db-num">{units.sizeSi(tx.vsize)}</td>
              <td className="db-num">{units.feeRate(tx.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
