import { formatCount } from '../../dashboard/model/format'
import type { AuditStatuses } from './auditStatuses'
import { auditTagInfo, tagCounts } from './auditTags'

/** Each tag the audit gave, its colour in the overviews and how many transactions carry it. */
export function AuditLegend({ statuses }: { statuses: AuditStatuses }) {
  const counts = tagCounts(statuses).filter(([, count]) => count > 0)
  if (counts.length === 0 && statuses.sameTxs) {
    return (
      <p className="muted" data-testid="block-audit-legend">
        Every transaction of the template is in the block, and nothing else.
      </p>
    )
  }
  return (
    <ul className="block-audit-legend" data-testid="block-audit-legend">
      {counts.map(([tag, count]) => (
        <li key={tag} title={auditTagInfo[tag].meaning} data-tag={tag} data-count={count}>
          <span className="block-audit-swatch" style={{ background: auditTagInfo[tag].color }} />
          {auditTagInfo[tag].label}: {formatCount(count)}
        </li>
      ))}
    </ul>
  )
}
