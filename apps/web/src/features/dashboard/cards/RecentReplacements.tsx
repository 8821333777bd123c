import { t } from '@lingui/core/macro'
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
      title={t`Recent replacements`}
      testId="recent-replacements"
      status={status}
      lines={6}
    >
      {rows.length === 0 && <p className="muted">{t`No replacements seen recently.`}</p>}
      {rows.length > 0 && (
        <table className="db-table">
          <thead>
            <tr>
              <th scope="col">{t`Replacement`}</th>
              <th scope="col" className="db-num">
                {t`Fee rate`}
              </th>
              <th scope="col">{t`Status`}</th>
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
                <td>
                  {r.mined
                    ? t({ message: 'Mined', context: 'replacement status' })
                    : r.fullRbf
                      ? t({
                          message: 'Full RBF',
                          comment: 'replace-by-fee without the opt-in signal',
                        })
                      : t({ message: 'RBF', comment: 'replace-by-fee' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}
