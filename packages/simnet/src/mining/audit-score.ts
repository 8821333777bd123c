import type { Chain } from '../chain/chain.js'
import { blockRecords } from '../chain/reorg.js'
import type { BlockRecord } from '../chain/types.js'
import { keptAudit } from './audit-store.js'

const contentsWeight = (chain: Chain, block: BlockRecord) =>
  blockRecords(chain, block)
    .slice(1)
    .reduce((n, r) => n + r.vsize * 4, 0)

/**
 * A block's audit score (BlocksAuditsRepository $getBlockAuditScore), also its extras' `matchRate`,
 * `expectedFees` and `expectedWeight`: those of the audit kept when it was mined. A block of the seeded
 * history was mined from no projection simnet kept: its template is taken to be its own contents, a
 * perfect match (as its audit summary says, see `blockAudit`).
 */
export function auditScore(chain: Chain, block: BlockRecord) {
  const kept = keptAudit(chain, block)
  return {
    hash: block.hash,
    matchRate: kept?.matchRate ?? 100,
    expectedFees: kept?.expectedFees ?? block.fees,
    // The template's vsize × 4, without the coinbase (blocks.ts sums the stripped template).
    expectedWeight: kept?.expectedWeight ?? contentsWeight(chain, block),
  }
}
