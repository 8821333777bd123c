import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { formatCount } from '../../dashboard/model/format'
import type { AuditStatuses } from './auditStatuses'
import { auditTagInfo, tagCounts } from './auditTags'

/** Each tag the audit gave, its colour in the overviews and how many transactions carry it. */
export function AuditLegend({ statuses }: { statuses: AuditStatuses }) {
  const counts = tagCounts(statuses).filter(([, count]) => count > 0)
  if (counts.length === 0 && statuses.sameTxs) {
    return (
      <p className="muted" data-testid="block-audit-legend">
        {t`Every transaction of the template is in the block, and nothing else.`}
      </p>
    )
  }
  return (
    <ul className="block-audit-legend" data-testid="block-audit-legend">
      {counts.map(([tag, count]) => {
        const label = i18n._(auditTagInfo[tag].label)
        const formatted = formatCount(count)
        return (
          <li key={tag} title={i18n._(auditTagInfo[tag].meaning)} data-tag={tag} data-count={count}>
            <span className="block-audit-swatch" style={{ background: auditTagInfo[tag].color }} />
            {t({
              message: `${label}: ${formatted}`,
              comment: 'an audit tag and how many transactions carry it',
            })}
          </li>
        )
      })}
    </ul>
  )
}
