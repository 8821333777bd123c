import type { Chain } from '../chain/chain.js'
import type { SimChain } from '../chain/history.js'
import { mempoolGraph } from '../chain/mempool-graph.js'
import type { MempoolProjection } from '../chain/projection.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { flagsOf } from '../server/ws-compress.js'
import { type AuditResult, type AuditTx, auditBlock, type RbfLookup } from './audit.js'
import { inBlockRates } from './audit-block-rates.js'

/**
 * A transaction of a kept template, in mempool's stripped form (`TransactionClassified`: common.ts
 * stripTransaction plus classifyTransaction's flags): `vsize` is weight / 4 unrounded, `time` first seen.
 */
export interface StrippedTx {
  txid: string
  fee: number
  vsize: number
  value: number
  rate: number
  time?: number
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

/**
 * A template transaction as mempool's projected block holds it (mempool-blocks.ts classifies each):
 * vsize weight / 4, the projection's effective rate, first seen, and the flags the live feed gives it
 * (version, RBF signalling, input and output types, sighash, CPFP parent or child, replacement).
 */
function templateTx(
  sim: SimChain,
  record: TxRecord,
  rate: number | undefined,
  graph: ReturnType<typeof mempoolGraph>,
): StrippedTx {
  const vsize = record.weight / 4
  return {
    txid: record.txid,
    fee: record.fee,
    vsize,
    value: record.outputs.reduce((n, o) => n + o.value, 0),
    rate: rate ?? record.fee / vsize,
    time: record.firstSeen,
    flags: flagsOf(sim, record, graph),
  }
}

// mempool's transactions carry vsize as weight / 4, unrounded (the audit's displacement check corrects
// for the rounding a miner's template applies).
const auditTx = (record: TxRecord, rate?: number): AuditTx => ({
  txid: record.txid,
  fee: record.fee,
  weight: record.weight,
  vsize: record.weight / 4,
  rate: rate ?? (record.weight ? record.fee / (record.weight / 4) : 0),
  ...(record.coinbase ? {} : { firstSeen: record.firstSeen }),
})

/** The mempool as projected just before a block, as its audit reads it: taken before the block is mined. */
export interface AuditSnapshot {
  projected: AuditTx[][]
  template: StrippedTx[]
}

/** Reads `projection` (its first block the template) for the audit of the block about to be mined. */
export function auditSnapshot(sim: SimChain, projection: MempoolProjection): AuditSnapshot {
  const rated = (record: TxRecord) => auditTx(record, projection.rateOf(record.txid))
  const projected = projection.blocks.map((block) => block.txs.map(rated))
  const graph = mempoolGraph(sim.chain)
  const template = (projection.blocks[0]?.txs ?? []).map((record) =>
    templateTx(sim, record, projection.rateOf(record.txid), graph),
  )
  return { projected, template }
}

/**
 * The audit of a block mined from `snapshot`: `txs` its transactions, coinbase first; `now` its arrival
 * (Unix seconds); `rbf` the replacement trees kept. The block's transactions carry their in-block rates.
 */
export function auditOf(
  snapshot: AuditSnapshot,
  txs: readonly TxRecord[],
  now: number,
  rbf?: RbfLookup,
): BlockAuditRecord {
  const rates = inBlockRates(txs)
  const block = txs.map((record) => auditTx(record, rates.get(record.txid)))
  return {
    ...auditBlock({ block, projected: snapshot.projected, now, rbf }),
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

/** A block's `extras.similarity` as its kept audit gives it (blocks.ts sets it from the audit). */
export function keptSimilarity(chain: Chain, block: BlockRecord): number | undefined {
  return keptAudit(chain, block)?.similarity
}
