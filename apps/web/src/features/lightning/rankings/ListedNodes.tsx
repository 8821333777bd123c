import { t } from '@lingui/core/macro'
import type { ListedNode } from '@outpoint/explorer-client'
import { Amount } from '../../../components/Amount'
import { formatInteger } from '../../../format/number'
import { listTotals, tableNodes } from './listed'
import { NodeTable, type TableNode } from './NodeTable'

/** A country's or an ISP's nodes: their count, channels and capacity, then the table, largest first. */
export function ListedNodes({
  nodes,
  testId,
  note,
}: {
  nodes: readonly ListedNode[]
  testId: string
  /** What the totals count, where another page shows figures of the same name. */
  note?: string
}) {
  return <NodeRows rows={tableNodes(nodes)} testId={testId} note={note} />
}

/** Nodes already in the table's shape and order: their count, channels and capacity, then the table. */
export function NodeRows({
  rows,
  testId,
  note,
}: {
  rows: readonly TableNode[]
  testId: string
  note?: string | undefined
}) {
  const totals = listTotals(rows)
  return (
    <>
      <dl className="db-facts ln-facts">
        <div>
          <dt>{t`Nodes`}</dt>
          <dd>{formatInteger(totals.nodes)}</dd>
        </div>
        <div>
          <dt>{t`Channels`}</dt>
          <dd>{formatInteger(totals.channels)}</dd>
        </div>
        <div>
          <dt>{t`Capacity`}</dt>
          <dd>
            <Amount sats={totals.capacity} />
          </dd>
        </div>
      </dl>
      {note ? (
        <p className="muted" data-testid={`${testId}-note`}>
          {note}
        </p>
      ) : null}
      <NodeTable nodes={rows} testId={testId} />
    </>
  )
}
