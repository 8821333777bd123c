import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { formatList } from '../../../format/list'
import type { AuditStatuses } from './auditStatuses'
import { auditTagInfo, taggedTxs } from './auditTags'

/** The tagged transactions as a list: the audit readable without the canvas. */
export function AuditTxList({ statuses }: { statuses: AuditStatuses }) {
  const network = useNetwork()
  const tagged = taggedTxs(statuses)
  if (tagged.length === 0) return null
  return (
    <div className="block-audit-list">
      <h3 id="block-audit-list-title">{t`Transactions that differ`}</h3>
      <div className="block-audit-scroll">
        <table aria-labelledby="block-audit-list-title" data-testid="block-audit-txs">
          <thead>
            <tr>
              <th scope="col">{t`Transaction`}</th>
              <th scope="col">
                {t({ message: 'Audit', context: 'table column: the audit tags' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {tagged.map(({ txid, tags }) => (
              <tr key={txid} data-txid={txid} data-tags={tags.join(' ')}>
                <td>
                  <Link className="block-long" to={networkPath(network, `/tx/${txid}`)}>
                    {txid}
                  </Link>
                </td>
                <td>{formatList(tags.map((tag) => i18n._(auditTagInfo[tag].label)))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
