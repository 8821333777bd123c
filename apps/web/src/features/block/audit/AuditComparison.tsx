import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { BlockAudit, StrippedTransaction } from '@outpoint/explorer-client'
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { BlockOverview } from '../../../components/BlockOverview'
import type { OverviewMark } from '../../../components/block-overview/draw'
import { formatList } from '../../../format/list'
import { AuditLegend } from './AuditLegend'
import { AuditTxList } from './AuditTxList'
import { auditStatuses } from './auditStatuses'
import { type AuditTag, auditTagInfo } from './auditTags'

function marksOf(side: Map<string, AuditTag[]>): Map<string, OverviewMark> {
  const marks = new Map<string, OverviewMark>()
  for (const [txid, tags] of side) {
    marks.set(txid, {
      label: formatList(tags.map((tag) => i18n._(auditTagInfo[tag].label))),
      color: auditTagInfo[tags[0] ?? 'selected'].color,
    })
  }
  return marks
}

/**
 * The template against the block's own transactions (`blockTxs`, coinbase first): the legend, both blocks
 * side by side with each side's differences marked, and those transactions listed.
 */
export function AuditComparison(props: {
  audit: BlockAudit
  blockTxs: readonly StrippedTransaction[]
}) {
  const network = useNetwork()
  const navigate = useNavigate()
  const statuses = useMemo(
    () => auditStatuses(props.audit, props.blockTxs),
    [props.audit, props.blockTxs],
  )
  const expectedMarks = useMemo(() => marksOf(statuses.expected), [statuses])
  const actualMarks = useMemo(() => marksOf(statuses.actual), [statuses])
  const expectedMarkOf = useCallback((txid: string) => expectedMarks.get(txid), [expectedMarks])
  const actualMarkOf = useCallback((txid: string) => actualMarks.get(txid), [actualMarks])
  const open = (txid: string) => void navigate(networkPath(network, `/tx/${txid}`))
  return (
    <>
      <AuditLegend statuses={statuses} />
      <div className="block-audit-pair">
        <figure className="block-audit-block" data-testid="block-audit-expected">
          <figcaption>{t`Expected block`}</figcaption>
          <BlockOverview
            txs={props.audit.template}
            label={t`Expected block`}
            markOf={expectedMarkOf}
            onSelect={open}
            testId="block-audit-overview"
          />
        </figure>
        <figure className="block-audit-block" data-testid="block-audit-actual">
          <figcaption>{t`Actual block`}</figcaption>
          <BlockOverview
            txs={props.blockTxs}
            label={t`Actual block`}
            markOf={actualMarkOf}
            onSelect={open}
            testId="block-audit-overview"
          />
        </figure>
      </div>
      <AuditTxList statuses={statuses} />
    </>
  )
}
