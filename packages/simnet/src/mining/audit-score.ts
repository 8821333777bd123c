import type { Chain } from '../chain/chain.js'
import type { BlockRecord } from '../chain/types.js'
import { keptAudit } from './audit-store.js'

/** A block's audit score as BlocksAuditsRepository $getBlockAuditScore reads its blocks_audits row. */
export interface AuditScore {
  hash: string
  matchRate: number
  expectedFees: number
  expectedWeight: number
}

/**
 * A block's audit score (BlocksAuditsRepository $getBlockAuditScore), also its extras' `matchRate`,
 * `expectedFees` and `expectedWeight`: those of the audit kept when it was mined. A block of the seeded
 * history was mined before simnet's service "started": like a block mempool never saw arrive, it has no
 * audit row, so undefined (each route then answers as mempool does for a block without one).
 */
export function auditScore(chain: Chain, block: BlockRecord): AuditScore | undefined {
  const kept = keptAudit(chain, block)
  if (!kept) return undefined
  return {
    hash: block.hash,
    matchRate: kept.matchRate,
    expectedFees: kept.expectedFees,
    // The template's weight, without the coinbase (its stripped vsize, weight / 4, times 4).
    expectedWeight: kept.expectedWeight,
  }
}
