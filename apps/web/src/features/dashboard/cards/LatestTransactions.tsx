import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { useUnits } from '../../units/useUnits'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

/** The newest transactions to enter the mempool. */
export function LatestTransactions() {
  const { data, status } = useLiveItem('transactions')
  const network = useNetwork()
  const units = useUnits()
  return (
    <Card
      className="db-card-transactions"
      title={t`Latest transactions`}
      testId="latest-transactions"
      status={status}
      lines={6}
    >
      {data && data.length === 0 && <p className="muted">{t`No new transactions yet.`}</p>}
      {data && data.length > 0 && (
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
            {data.map((tx) => {
              // Older backends sent no rate.
              const rate = tx.rate ?? (tx.vsize > 0 ? tx.fee / tx.vsize : undefined)
              return (
                <tr key={tx.txid}>
                  <td className="db-id">
                    <Link to={networkPath(network, `/tx/${encodeURIComponent(tx.txid)}`)}>
                      {tx.txid}
                    </Link>
                  </td>
                  <td className="db-num">
                    <Amount sats={tx.value} />
                  </td>
                  <td className="db-num">{units.feeRate(rate)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </Card>
  )
}
