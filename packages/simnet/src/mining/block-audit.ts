import type { Chain } from '../chain/chain.js'
import { blockRecords, isStale } from '../chain/reorg.js'
import type { BlockRecord } from '../chain/types.js'
import { auditScore } from './audit-score.js'
import { keptAudit, strippedTx } from './audit-store.js'

export { strippedTx }

// mempool audits each block it sees mined against the template it projected just before (blocks_audits,
// see audit.ts for the rules). Simnet keeps that audit for every block its miners mine (audit-store.ts);
// a block of the seeded history was mined from no kept projection and is given its own contents as
// template: a perfect match, true to the block. Shapes: BlocksAuditsRepository $getBlockAudit.

/** `/v1/block/:hash/audit-summary` (and `/v1/mining/blocks/audit/:hash`); undefined for a stale block. */
export function blockAudit(chain: Chain, block: BlockRecord) {
  if (isStale(chain, block)) return undefined
  const { hash, ...score } = auditScore(chain, block)
  const kept = keptAudit(chain, block)
  return {
    version: 1,
    height: block.height,
    id: hash,
    timestamp: block.time,
    template:
      kept?.template ??
      blockRecords(chain, block)
        .slice(1)
        .map((r) => strippedTx(r)),
    unseenTxs: kept?.unseen ?? [],
    missingTxs: kept?.censored ?? [],
    addedTxs: kept?.added ?? [],
    prioritizedTxs: kept?.prioritized ?? [],
    freshTxs: kept?.fresh ?? [],
    sigopTxs: kept?.sigop ?? [],
    fullrbfTxs: kept?.fullrbf ?? [],
    acceleratedTxs: kept?.accelerated ?? [],
    ...score,
  }
}
