import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { useUnits } from '../../units/useUnits'
import { replacementViews } from '../model/summaries'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

/** The latest replace-by-fee replacements: the new transaction and the fee rate it outbid. */
export function RecentReplacements() {
  const { data, status } = useLiveItem('replacements')
  const network = useNetwork()
  const units = useUnits()
  const rows = replacementViews(data ?? [])
  return (
    <Card
      className="db-card-replacements"
      title="Recent replacements"
      testId="recent-replacements"
      status={status}
      lines={6}
    >
      {rows.length === 0 && <p className="muted">No replacements seen recently.</p>}
      {rows.length > 0 && (
        <table className="db-table">
          <thead>
            <tr>
              <th scope="col">Replacement</th>
              <th scope="col" className="db-num">
                Fee rate
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.txid}>
                <td className="db-id">
                  <Link to={networkPath(network, `/tx/${encodeURIComponent(r.txid)}`)}>
                    {r.txid}
                  </Link>
                </td>
                <td className="db-num">
                  {units.rate(r.oldRate)} → {units.feeRate(r.newRate)}
                </td>
                <td>{r.mined ? 'Mined' : r.fullRbf ? 'Full RBF' : 'RBF'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}
