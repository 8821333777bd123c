import { t } from '@lingui/core/macro'
import type { BlockExtended } from '@outpoint/explorer-client'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { TimeAgo } from '../../../components/TimeAgo'
import { poolPath } from '../../mining/poolPath'
import { formatBytes, formatCount } from '../model/format'
import { type MinedBlockView, minedBlockView } from '../model/mined-blocks'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

function PoolCell({ block, raw }: { block: MinedBlockView; raw: BlockExtended }) {
  const network = useNetwork()
  const slug = raw.extras?.pool?.slug
  return (
    <td className="db-rest">
      {block.pool && slug ? (
        <Link to={poolPath(network, slug)}>{block.pool}</Link>
      ) : (
        (block.pool ?? '–')
      )}
    </td>
  )
}

const poolCell = (block: MinedBlockView, raw: BlockExtended) => <PoolCell block={block} raw={raw} />

/**
 * Mined blocks as a table: height (linked), pool, age, transactions, size; here and on the mining page.
 * `compact` suits a narrow column: "Txs" heads the transactions and there is no size column.
 */
export function LatestBlocksTable({
  blocks,
  compact = false,
  pool = poolCell,
  rowTestId,
}: {
  blocks: readonly BlockExtended[]
  compact?: boolean
  /** The pool's cell (a `<td>`): its name by default. */
  pool?: (block: MinedBlockView, raw: BlockExtended) => ReactNode
  /** Each row's data-testid, with its data-height, so a spec finds a block by height. */
  rowTestId?: string
}) {
  const network = useNetwork()
  return (
    <table className="db-table">
      <thead>
        <tr>
          <th scope="col">{t`Height`}</th>
          <th scope="col">{t({ message: 'Pool', context: 'mining pool' })}</th>
          <th scope="col">
            {t({ message: 'Mined', context: 'table column: when the block was mined' })}
          </th>
          <th scope="col" className="db-num">
            {compact ? (
              <abbr title={t`Transactions`}>
                {t({ message: 'Txs', comment: 'short for transactions' })}
              </abbr>
            ) : (
              t`Transactions`
            )}
          </th>
          {!compact && (
            <th scope="col" className="db-num db-narrow-hide">
              {t`Size`}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {blocks.map((raw) => {
          const block = minedBlockView(raw)
          return (
            <tr
              key={block.hash}
              data-testid={rowTestId}
              data-height={rowTestId === undefined ? undefined : block.height}
            >
              <td>
                <Link to={networkPath(network, `/block/${encodeURIComponent(block.hash)}`)}>
                  {block.height}
                </Link>
              </td>
              {pool(block, raw)}
              <td>
                <TimeAgo time={block.timestamp} />
              </td>
              <td className="db-num">{formatCount(block.txCount)}</td>
              {!compact && <td className="db-num db-narrow-hide">{formatBytes(block.size)}</td>}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** The latest mined blocks, live from the feed. */
export function LatestBlocks() {
  const { data, status } = useLiveItem('blocks')
  return (
    <Card
      className="db-card-blocks"
      title={t`Latest blocks`}
      testId="latest-blocks"
      status={status}
      lines={6}
    >
      {data && <LatestBlocksTable blocks={data} />}
    </Card>
  )
}
