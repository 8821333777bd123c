import type { Chain } from '../chain/chain.js'
import { isStale } from '../chain/reorg.js'
import type { BlockRecord } from '../chain/types.js'
import { keptAudit, strippedTx } from './audit-store.js'

export { strippedTx }

// mempool audits each block it sees mined against the template it projected just before (blocks_audits,
// see audit.ts for the rules). Simnet keeps that audit for every block its miners mine (audit-store.ts);
// a block of the seeded history was mined from no kept projection: it has no audit, as a block mined
// before mempool's backend started auditing. Shapes: BlocksAuditsRepository $getBlockAudit.

/**
 * `/v1/block/:hash/audit-summary` (and `/v1/mining/blocks/audit/:hash`); undefined for a stale block and
 * for one never audited (the seeded history).
 */
export function blockAudit(chain: Chain, block: BlockRecord) {
  const kept = keptAudit(chain, block)
  if (!kept || isStale(chain, block)) return undefined
  return {
    version: 1,
    height: block.height,
    id: block.hash,
    timestamp: block.time,
    template: kept.template,
    unseenTxs: kept.unseen,
    missingTxs: kept.censored,
    addedTxs: kept.added,
    prioritizedTxs: kept.prioritized,
    freshTxs: kept.fresh,
    sigopTxs: kept.sigop,
    fullrbfTxs: kept.fullrbf,
    acceleratedTxs: kept.accelerated,
    matchRate: kept.matchRate,
    expectedFees: kept.expectedFees,
    expectedWeight: kept.expectedWeight,
  }
}
