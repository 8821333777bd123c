import type { MempoolBlock } from '@outpoint/explorer-client'
import type { Chain } from './chain.js'
import { mempoolGraph } from './mempool-graph.js'
import { mempoolSnapshot } from './mempool-order.js'
import { selectPackages } from './mempool-packages.js'
import { blockWeightLimit, buildProjection, orderGraph } from './projection-build.js'
import type { TxRecord } from './types.js'

export { blockWeightLimit }

/**
 * One projected block of the mempool: the client's `MempoolBlock` (`nTx` is `txs.length` without making the
 * list; `feeRange` the effective fee-rate percentiles, 11 bands for a stack of blocks) with its transactions.
 */
export interface ProjectedBlock extends MempoolBlock {
  /** Transactions in the order a miner would include them (made when first read). */
  readonly txs: TxRecord[]
}

/** Where a transaction sits in the projection, as mempool's `position`. */
export interface ProjectedPosition {
  block: number
  /** vsize of the block before the middle of the transaction. */
  vsize: number
}

/** The projected blocks with what each transaction is worth to a miner. */
export interface MempoolProjection {
  /** The mempool graph version it was computed from. */
  version: number
  blocks: ProjectedBlock[]
  /** Effective fee rate (sat/vB) of a projected transaction: its package's rate when a child pays for it. */
  rateOf(txid: string): number | undefined
  positionOf(txid: string): ProjectedPosition | undefined
  /** The effective fee rates of block `index`'s transactions, in block order. */
  blockRates(index: number): Float64Array
}

/** What serves a chain's projection instead of `projectMempool` (see projection-live.ts). */
export interface ProjectionSource {
  /** Up to date with the mempool, or with `maxAgeMs`, the last one served if that recent. */
  projection(maxAgeMs?: number): MempoolProjection
}

const cache = new WeakMap<Chain, { count: number; projection: MempoolProjection }>()
const sources = new WeakMap<Chain, ProjectionSource>()

/**
 * The mempool as the next `count` blocks a miner would build: by ancestor-package fee rate (a child lifts
 * its unconfirmed parents), every transaction after its parents, each block filled to the weight limit,
 * the last one holding everything left over (mempool.space's "stack"). Exact for the mempool as it is
 * now; cached until the mempool changes.
 */
export function projectMempool(chain: Chain, count = 8): MempoolProjection {
  const graph = mempoolGraph(chain)
  const cached = cache.get(chain)
  if (cached && cached.count === count && cached.projection.version === graph.version) {
    return cached.projection
  }
  const projection = buildProjection(graph, orderGraph(graph, count), count)
  cache.set(chain, { count, projection })
  return projection
}

/** The projected blocks alone (see `projectMempool`). */
export function projectBlocks(chain: Chain, count = 8): ProjectedBlock[] {
  return projectMempool(chain, count).blocks
}

/**
 * The projection what the service answers is made of: a live chain's, ordered between requests and kept
 * up to date with what arrived and left since (see projection-live.ts); else `projectMempool`'s (8 blocks).
 */
export function currentProjection(chain: Chain): MempoolProjection {
  return sources.get(chain)?.projection() ?? projectMempool(chain)
}

/**
 * `currentProjection`, or on a live chain the last one served if under `maxAgeMs` old: what REST answers
 * (a projection is rebuilt at most that often, however often the mempool changes). mempool.space's own
 * answers are up to a couple of seconds old.
 */
export function recentProjection(chain: Chain, maxAgeMs = 500): MempoolProjection {
  return sources.get(chain)?.projection(maxAgeMs) ?? projectMempool(chain)
}

/** Serves `currentProjection` of `chain` from `source` (undefined: back to `projectMempool`). */
export function setProjectionSource(chain: Chain, source: ProjectionSource | undefined): void {
  if (source) sources.set(chain, source)
  else sources.delete(chain)
}

/**
 * What a miner takes: the first projected block. On a live chain, the served projection's (at most
 * about a second behind an exact ordering; every transaction in it is in the mempool and after its
 * parents, so any prefix is a valid block); else `firstProjectedBlock`.
 */
export function blockTemplate(chain: Chain): TxRecord[] {
  const source = sources.get(chain)
  return source ? (source.projection().blocks[0]?.txs ?? []) : firstProjectedBlock(chain)
}

/**
 * The first projected block alone, exact for the mempool now: the selection stops after one block
 * instead of ordering the whole mempool.
 */
export function firstProjectedBlock(chain: Chain): TxRecord[] {
  const graph = mempoolGraph(chain)
  const cached = cache.get(chain)
  if (cached && cached.count > 1 && cached.projection.version === graph.version) {
    return cached.projection.blocks[0]?.txs ?? []
  }
  const snapshot = mempoolSnapshot(graph.nodes)
  const { slots } = selectPackages(snapshot.graph, 1, blockWeightLimit, false)
  return Array.from(slots, (slot) => snapshot.records[slot] as TxRecord)
}
