import { plural, t } from '@lingui/core/macro'
import type { Network } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { useUnits } from '../../units/useUnits'
import { feeColor } from '../model/fee-colors'
import { formatDuration } from '../model/format'
import type { ProjectedBlockView } from '../model/projected-blocks'

export interface ProjectedBlockTileProps {
  block: ProjectedBlockView
  /** Its fee colours are banded as the network's mempool chart bands them. */
  network: Network
  to: string
  tabIndex: number
  onFocus: () => void
}

/** One projected mempool block: median fee, fee span, transactions, fill and when it should be mined. */
export function ProjectedBlockTile({
  block,
  network,
  to,
  tabIndex,
  onFocus,
}: ProjectedBlockTileProps) {
  const color = feeColor(block.medianFee, network)
  const units = useUnits()
  const position = block.index + 1
  const txCount = block.txCount
  const blocks = block.blocks
  const eta = formatDuration(block.eta)
  return (
    <li className="db-block-slot">
      <Link
        to={to}
        className="db-block db-projected"
        data-testid="projected-block"
        data-index={block.index}
        data-block=""
        tabIndex={tabIndex}
        onFocus={onFocus}
        style={{ borderTopColor: color }}
      >
        <span className="db-block-title">
          {block.index === 0 ? t`Next block` : t`Mempool block ${position}`}
        </span>
        <span className="db-block-fee">~{units.feeRate(block.medianFee)}</span>
        <span className="db-block-line">
          {units.rateSpan(block.minFee, block.maxFee)} {units.rateLabel}
        </span>
        <span className="db-block-line">
          {plural(txCount, { one: '# transaction', other: '# transactions' })}
        </span>
        <span className="db-block-line">
          {blocks > 1
            ? plural(blocks, { one: `In ~${eta} (# block)`, other: `In ~${eta} (# blocks)` })
            : t`In ~${eta}`}
        </span>
        <span className="db-fill" aria-hidden="true">
          <span style={{ width: `${block.fill * 100}%`, background: color }} />
        </span>
      </Link>
    </li>
  )
}
