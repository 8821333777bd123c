import { ratedFeeStats, ratedStackStats } from './mempool-block-stats.js'
import type { MempoolGraph, MempoolNode } from './mempool-graph.js'
import { type MempoolSnapshot, mempoolSnapshot } from './mempool-order.js'
import { type PackageOrder, selectPackages } from './mempool-packages.js'
import type { MempoolProjection, ProjectedBlock } from './projection.js'
import { finder, patchOf } from './projection-patch.js'
import type { TxRecord } from './types.js'

/** Block weight limit (4M weight units), less room for the coinbase. */
export const blockWeightLimit = 4_000_000 - 4_000

/**
 * An exact ordering of the mempool as it was at one moment, what projections are built from. Each
 * transaction's figures are copied out by position: a projection then reads typed arrays, not 50,000
 * objects scattered over the heap.
 */
export interface OrderedMempool {
  /** The snapshot's records (by slot) and the slot at each position. */
  records: TxRecord[]
  slots: Int32Array
  /** The `order` of the node at each position: tells it from a later node with the same id. */
  orders: Float64Array
  weights: Float64Array
  sizes: Float64Array
  fees: Float64Array
  /** The rate (sat/vB) each was selected at. */
  rates: Float64Array
  /** Where each block ends (exclusive). */
  blockEnds: number[]
  /** Position by node id (-1: none). */
  byId: Int32Array
}

/** What happened to the mempool since an ordering: nodes that arrived (in order) and that left. */
export interface MempoolChanges {
  arrived: readonly MempoolNode[]
  departed: readonly MempoolNode[]
}

const noChanges: MempoolChanges = { arrived: [], departed: [] }

/** Orders the graph's mempool now, exactly, into up to `count` blocks (the last one a stack). */
export function orderGraph(graph: MempoolGraph, count: number): OrderedMempool {
  const snapshot = mempoolSnapshot(graph.nodes)
  const order = selectPackages(snapshot.graph, count, blockWeightLimit)
  return orderedMempool(order, snapshot)
}

/** An `OrderedMempool` from a selection over `snapshot`. */
export function orderedMempool(order: PackageOrder, snapshot: MempoolSnapshot): OrderedMempool {
  const n = order.slots.length
  let ids = 0
  for (let s = 0; s < snapshot.id.length; s++) ids = Math.max(ids, (snapshot.id[s] as number) + 1)
  const ordered: OrderedMempool = {
    records: snapshot.records,
    slots: order.slots,
    orders: new Float64Array(n),
    weights: new Float64Array(n),
    sizes: new Float64Array(n),
    fees: new Float64Array(n),
    rates: order.rates,
    blockEnds: order.blockEnds,
    byId: new Int32Array(ids).fill(-1),
  }
  for (let i = 0; i < n; i++) {
    const slot = order.slots[i] as number
    ordered.orders[i] = snapshot.order[slot] as number
    ordered.weights[i] = snapshot.graph.weight[slot] as number
    ordered.sizes[i] = snapshot.size[slot] as number
    ordered.fees[i] = snapshot.graph.fee[slot] as number
    ordered.byId[snapshot.id[slot] as number] = i
  }
  return ordered
}

/**
 * The projection of the mempool from an ordering `base`, brought up to date with `changes`: departed
 * transactions leave it, and arrivals are put where their own fee rate places them, after their
 * parents. When that changed anything, the blocks are cut again in order by weight (close to, not
 * exactly, what a fresh selection gives: the next ordering replaces it).
 */
export function buildProjection(
  graph: MempoolGraph,
  base: OrderedMempool,
  count: number,
  changes: MempoolChanges = noChanges,
): MempoolProjection {
  const patch = patchOf(base, changes)
  const { order, arrivals } = patch
  const total = order.length
  // Each entry's figures: a base position reads the base's arrays, an arrival (~k) its node.
  const weightAt = (e: number) => (e >= 0 ? (base.weights[e] as number) : arrivals.weight(~e))
  const rates = new Float64Array(total)
  for (let i = 0; i < total; i++) {
    const e = order[i] as number
    rates[i] = e >= 0 ? (base.rates[e] as number) : arrivals.rate(~e)
  }
  const recordAt = (i: number): TxRecord => {
    const e = order[i] as number
    return e >= 0 ? (base.records[base.slots[e] as number] as TxRecord) : arrivals.node(~e).record
  }
  const blockEnds = patch.indexOf ? cutBlocks(order, weightAt, count) : base.blockEnds
  const stacked = blockEnds.length >= count
  let start = 0
  const blocks = blockEnds.map((end, index): ProjectedBlock => {
    let weight = 0
    let size = 0
    let fees = 0
    let rated = 0
    const scratch = ratedScratch(end - start)
    for (let i = start; i < end; i++) {
      const e = order[i] as number
      const node = e < 0 ? arrivals.node(~e) : undefined
      const w = node ? node.weight : (base.weights[e] as number)
      const fee = node ? node.fee : (base.fees[e] as number)
      weight += w
      size += node ? node.size : (base.sizes[e] as number)
      fees += fee
      if (fee > 0) {
        scratch.weights[rated] = w
        scratch.rates[rated++] = rates[i] as number
      }
    }
    const first = start
    start = end
    const ratedTxs = { ...scratch, length: rated }
    const isStack = stacked && index === blockEnds.length - 1 && weight > 4_000_000
    // The list of records is made when first read: most projections are only ever summed up, and a
    // list of 50,000 per projection filled the old generation (full collections every two seconds).
    let txs: TxRecord[] | undefined
    return {
      get txs() {
        txs ??= Array.from({ length: end - first }, (_, i) => recordAt(first + i))
        return txs
      },
      nTx: end - first,
      blockSize: size,
      blockVSize: weight / 4,
      totalFees: fees,
      ...(isStack ? ratedStackStats(ratedTxs) : ratedFeeStats(ratedTxs)),
    }
  })
  const find = finder(graph, base, patch, total, recordAt)
  // The vsize before the middle of each transaction in its block, computed on the first position asked.
  let offsets: Float64Array | undefined
  const offsetOf = (i: number): number => {
    if (!offsets) {
      offsets = new Float64Array(total)
      let at = 0
      for (const end of blockEnds) {
        let weight = 0
        for (; at < end; at++) {
          const w = weightAt(order[at] as number)
          offsets[at] = (weight + w / 2) / 4
          weight += w
        }
      }
    }
    return offsets[i] as number
  }
  return {
    version: graph.version,
    blocks,
    rateOf: (txid) => {
      const i = find(txid)
      return i === undefined ? undefined : rates[i]
    },
    positionOf: (txid) => {
      const i = find(txid)
      if (i === undefined) return undefined
      return { block: blockEnds.findIndex((end) => i < end), vsize: offsetOf(i) }
    },
    blockRates: (index) => rates.subarray(blockEnds[index - 1] ?? 0, blockEnds[index] ?? 0),
  }
}

/** Scratch arrays for a block's rated transactions: the statistics keep no reference to them. */
let scratchWeights = new Float64Array(0)
let scratchRates = new Float64Array(0)
function ratedScratch(length: number): { weights: Float64Array; rates: Float64Array } {
  if (scratchWeights.length < length) {
    scratchWeights = new Float64Array(length)
    scratchRates = new Float64Array(length)
  }
  return { weights: scratchWeights, rates: scratchRates }
}

/** Block ends for `order`: each block closes before the transaction that would overfill it. */
function cutBlocks(order: Int32Array, weightAt: (e: number) => number, count: number): number[] {
  const ends: number[] = []
  let weight = 0
  for (let i = 0; i < order.length && ends.length < count - 1; i++) {
    const next = weightAt(order[i] as number)
    if (weight > 0 && weight + next > blockWeightLimit) {
      ends.push(i)
      weight = 0
    }
    weight += next
  }
  if (order.length > (ends.at(-1) ?? 0)) ends.push(order.length)
  return ends
}
