import type { BlockRecord } from '../chain/types.js'

/**
 * A block's audit score (BlocksAuditsRepository $getBlockAuditScore), also its extras' `matchRate`,
 * `expectedFees` and `expectedWeight`: simnet's miners mine exactly the template they built, so every block
 * matches its template.
 */
export function auditScore(block: BlockRecord) {
  return {
    hash: block.hash,
    matchRate: 100,
    expectedFees: block.fees,
    expectedWeight: block.weight,
  }
}
