import type { Chain } from '../chain/chain.js'
import type { MempoolProjection } from '../chain/projection.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { type AuditResult, type AuditTx, auditBlock } from './audit.js'

/** A transaction of a kept template, in mempool's stripped form (`TransactionClassified`). */
export interface StrippedTx {
  txid: string
  fee: number
  vsize: number
  value: number
  rate: number
  flags: number
}

/** A block's audit as mempool keeps it (blocks_audits) with its template (blocks_templates). */
export interface BlockAuditRecord extends AuditResult {
  template: StrippedTx[]
}

/** Each chain's audits by block hash: every block its live or control miner mined. */
const stores = new WeakMap<Chain, Map<string, BlockAuditRecord>>()

/** A record in mempool's stripped form; `rate` its effective rate when the projection knows it. */
export function strippedTx(record: TxRecord, rate?: number) {
  return {
    txid: record.txid,
    fee: record.fee,
    vsize: record.vsize,
    value: record.outputs.reduce((n, o) => n + o.value, 0),
    rate: rate ?? (record.vsize ? record.fee / record.vsize : 0),
    flags: 0,
  }
}

const auditTx = (record: TxRecord, rate?: number): AuditTx => ({
  txid: record.txid,
  fee: record.fee,
  weight: record.weight,
  vsize: record.vsize,
  rate: rate ?? (record.vsize ? record.fee / record.vsize : 0),
  ...(record.coinbase ? {} : { firstSeen: record.firstSeen }),
})

/** The mempool as projected just before a block, as its audit reads it: taken before the block is mined. */
export interface AuditSnapshot {
  projected: AuditTx[][]
  template: StrippedTx[]
}

/** Reads `projection` (its first block the template) for the audit of the block about to be mined. */
export function auditSnapshot(projection: MempoolProjection): AuditSnapshot {
  const rated = (record: TxRecord) => auditTx(record, projection.rateOf(record.txid))
  const projected = projection.blocks.map((block) => block.txs.map(rated))
  const template = (projection.blocks[0]?.txs ?? []).map((record) =>
    strippedTx(record, projection.rateOf(record.txid)),
  )
  return { projected, template }
}

/** The audit of a block mined from `snapshot`: `txs` its transactions, coinbase first; `now` its arrival. */
export function auditOf(
  snapshot: AuditSnapshot,
  txs: readonly TxRecord[],
  now: number,
): BlockAuditRecord {
  const block = txs.map((record) => auditTx(record))
  return {
    ...auditBlock({ block, projected: snapshot.projected, now }),
    template: snapshot.template,
  }
}

export function keepAudit(chain: Chain, hash: string, audit: BlockAuditRecord): void {
  let store = stores.get(chain)
  if (!store) {
    store = new Map()
    stores.set(chain, store)
  }
  store.set(hash, audit)
}

/** The audit kept for a block; undefined for a block of the seeded history (never audited). */
export function keptAudit(chain: Chain, block: BlockRecord): BlockAuditRecord | undefined {
  return stores.get(chain)?.get(block.hash)
}
