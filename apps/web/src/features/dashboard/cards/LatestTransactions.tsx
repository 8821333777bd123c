import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { useUnits } from '../../units/useUnits'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

/** A row of the latest transactions: its amount and fee rate where the service gives them. */
export interface LatestTransactionRow {
  txid: string
  /** Sats; undefined where the service does not say (Liquid's hidden amounts over Esplora). */
  value: number | undefined
  /** sat/vB. */
  rate: number | undefined
}

/** The newest transactions to enter the mempool. */
export function LatestTransactions() {
  const { data, status } = useLiveItem('transactions')
  return (
    <Card
      className="db-card-transactions"
      title={t`Latest transactions`}
      testId="latest-transactions"
      status={status}
      lines={6}
    >
      {data && (
        <LatestTransactionsTable
          transactions={data.map((tx) => ({
            txid: tx.txid,
            value: tx.value,
            // Older backends sent no rate.
            rate: tx.rate ?? (tx.vsize > 0 ? tx.fee / tx.vsize : undefined),
          }))}
        />
      )}
    </Card>
  )
}

/** The latest transactions' table (or the line saying there are none yet), for the live and the polled dashboards. */
export function LatestTransactionsTable({
  transactions,
}: {
  transactions: readonly LatestTransactionRow[]
}) {
  const network = useNetwork()
  const units = useUnits()
  if (transactions.length === 0) return <p className="muted">{t`No new transactions yet.`}</p>
  return (
    <table className="db-table">
      <thead>
        <tr>
          <th scope="col">{t`Transaction`}</th>
          <th scope="col" className="db-num">
            {t`Amount`}
          </th>
          <th scope="col" className="db-num">
            {t`Fee rate`}
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((tx) => (
          <tr key={tx.txid}>
            <td className="db-id">
              <Link to={networkPath(network, `/tx/${encodeURIComponent(tx.txid)}`)}>{tx.txid}</Link>
            </td>
            <td className="db-num">{tx.value === undefined ? '–' : <Amount sats={tx.value} />}</td>
            <td className="db-num">{units.feeRate(tx.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
