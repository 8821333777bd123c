import { t } from '@lingui/core/macro'
import type { BlockAudit, BlockExtended } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { Amount } from '../../../components/Amount'
import { ErrorNote } from '../../../components/errors/ErrorNote'
import { useAfterPaint } from '../../../components/useAfterPaint'
import { formatPercent } from '../../../format/percent'
import { useExplorerClient } from '../../../queries/client'
import { formatCount } from '../../dashboard/model/format'
import { blockAuditQueryOptions, blockSummaryQueryOptions } from '../queries'
import { AuditComparison } from './AuditComparison'
import { healthTone } from './auditTags'
import { useAuditShown } from './useAuditShown'
import './audit.css'

/**
 * A Bitcoin block against the template mempool projected just before it (mempool.space's block audit):
 * its health, expected against actual fees and weight, both blocks side by side with the transactions
 * that differ marked, and those transactions listed. Hidden on request.
 */
export default function BlockAuditSection({ block }: { block: BlockExtended }) {
  const [shown, setShown] = useAuditShown()
  return (
    <section className="block-audit" aria-labelledby="block-audit-title" data-testid="block-audit">
      <div className="block-audit-head">
        <h2 id="block-audit-title">
          {t({ message: 'Audit', context: 'section title: the block audit' })}
        </h2>
        <button
          type="button"
          className="button"
          aria-pressed={!shown}
          data-testid="block-audit-toggle"
          onClick={() => setShown(!shown)}
        >
          {shown ? t`Hide audit` : t`Show audit`}
        </button>
      </div>
      {shown ? <AuditBody block={block} /> : null}
    </section>
  )
}

function AuditBody({ block }: { block: BlockExtended }) {
  const client = useExplorerClient()
  // Once the page has painted: the audit of a full block is hundreds of kB.
  const painted = useAfterPaint()
  const audit = useQuery({ ...blockAuditQueryOptions(client, block.id), enabled: painted })
  if (audit.isError) {
    return (
      <ErrorNote
        what={t`Could not load the block audit`}
        error={audit.error}
        retry={() => void audit.refetch()}
      />
    )
  }
  if (audit.data === undefined) {
    return (
      <p className="muted" aria-busy="true">
        {t`Loading the audit…`}
      </p>
    )
  }
  if (audit.data === null) {
    return (
      <p className="muted" data-testid="block-audit-unavailable">
        {t`The audit of this block is not available: the service has not audited it (yet).`}
      </p>
    )
  }
  return <AuditFigures block={block} audit={audit.data} />
}

function AuditFigures({ block, audit }: { block: BlockExtended; audit: BlockAudit }) {
  const client = useExplorerClient()
  const actual = useQuery(blockSummaryQueryOptions(client, block.id))
  const tone = healthTone(audit.matchRate)
  return (
    <>
      <dl className="block-figures block-audit-figures">
        <dt>
          {t({
            message: 'Health',
            context: 'block audit: how well the block matches the template',
          })}
        </dt>
        <dd>
          <span
            className={`block-audit-health block-audit-${tone}`}
            data-testid="block-audit-health"
            data-tone={tone}
          >
            {formatPercent(audit.matchRate, audit.matchRate % 1 === 0 ? 0 : 2)}
          </span>
        </dd>
        <dt>{t`Expected fees`}</dt>
        <dd data-testid="block-audit-expected-fees">
          {audit.expectedFees === null ? '–' : <Amount sats={audit.expectedFees} />}
        </dd>
        <dt>{t`Actual fees`}</dt>
        <dd>
          {block.extras?.totalFees === undefined ? '–' : <Amount sats={block.extras.totalFees} />}
        </dd>
        <dt>{t`Expected weight`}</dt>
        <dd data-testid="block-audit-expected-weight">
          {audit.expectedWeight === null ? '–' : `${formatCount(audit.expectedWeight)} WU`}
        </dd>
        <dt>{t`Actual weight`}</dt>
        <dd>{formatCount(block.weight)} WU</dd>
      </dl>
      {actual.isError ? (
        <ErrorNote
          what={t`Could not load the block's transactions to compare with the template`}
          error={actual.error}
          retry={() => void actual.refetch()}
        />
      ) : actual.data === undefined ? (
        <p className="muted" aria-busy="true">
          {t`Loading the block's transactions…`}
        </p>
      ) : (
        <AuditComparison audit={audit} blockTxs={actual.data} />
      )}
    </>
  )
}
