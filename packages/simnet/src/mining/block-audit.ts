import type { Chain } from '../chain/chain.js'
import { blockRecords, isStale } from '../chain/reorg.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { auditScore } from './audit-score.js'

// mempool audits each block it sees mined against the template it projected (blocks_audits). Simnet's
// miners mine exactly the template they built from the mempool, so every audit is a perfect match: the
// shapes are the real ones (BlocksAuditsRepository $getBlockAudit, $getBlockAuditScore), the figures those
// of a miner that followed the template.

/** A block's transaction in mempool's stripped form (`TransactionClassified`). */
export function strippedTx(record: TxRecord) {
  return {
    txid: record.txid,
    fee: record.fee,
    vsize: record.vsize,
    value: record.outputs.reduce((n, o) => n + o.value, 0),
    rate: record.vsize ? record.fee / record.vsize : 0,
    flags: 0,
  }
}

/** `/v1/block/:hash/audit-summary` (and `/v1/mining/blocks/audit/:hash`); undefined for a stale block. */
export function blockAudit(chain: Chain, block: BlockRecord) {
  if (isStale(chain, block)) return undefined
  const { hash, ...score } = auditScore(block)
  return {
    version: 1,
    height: block.height,
    id: hash,
    timestamp: block.time,
    template: blockRecords(chain, block).slice(1).map(strippedTx),
    unseenTxs: [],
    missingTxs: [],
    addedTxs: [],
    prioritizedTxs: [],
    freshTxs: [],
    sigopTxs: [],
    fullrbfTxs: [],
    acceleratedTxs: [],
    ...score,
  }
}
