import { plural, t } from '@lingui/core/macro'
import type { Network } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { TimeAgo } from '../../../components/TimeAgo'
import { useUnits } from '../../units/useUnits'
import { feeColor } from '../model/fee-colors'
import { formatBytes } from '../model/format'
import type { MinedBlockView } from '../model/mined-blocks'

export interface MinedBlockTileProps {
  block: MinedBlockView
  /** Its fee colours are banded as the network's mempool chart bands them. */
  network: Network
  to: string
  tabIndex: number
  onFocus: () => void
}

/** One mined block: height, pool, age, transactions, size and median fee. */
export function MinedBlockTile({ block, network, to, tabIndex, onFocus }: MinedBlockTileProps) {
  const color = feeColor(block.medianFee, network)
  const units = useUnits()
  const txCount = block.txCount
  return (
    <li className="db-block-slot">
      <Link
        to={to}
        className="db-block db-mined"
        data-testid="mined-block"
        data-height={block.height}
        data-block=""
        tabIndex={tabIndex}
        onFocus={onFocus}
      >
        <span className="db-block-title">{block.height}</span>
        <span className="db-block-fee">~{units.feeRate(block.medianFee)}</span>
        <span className="db-block-line">
          {plural(txCount, { one: '# transaction', other: '# transactions' })}
        </span>
        <span className="db-block-line">{formatBytes(block.size)}</span>
        <span className="db-block-line">{block.pool ?? t`Unknown pool`}</span>
        <span className="db-block-line muted">
          <TimeAgo time={block.timestamp} />
        </span>
        <span className="db-fill" aria-hidden="true">
          <span style={{ width: `${block.fill * 100}%`, background: color }} />
        </span>
      </Link>
    </li>
  )
}
