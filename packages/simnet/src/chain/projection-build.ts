import { type RatedTxs, ratedFeeStats, ratedStackStats } from './mempool-block-stats.js'
import type { MempoolGraph, MempoolNode } from './mempool-graph.js'
import { packageGraph } from './mempool-order.js'
import type { PackageOrder } from './mempool-packages.js'
import { selectPackages } from './mempool-packages.js'
import type { MempoolProjection, ProjectedBlock } from './projection.js'

/** Block weight limit (4M weight units), less room for the coinbase. */
export const blockWeightLimit = 4_000_000 - 4_000

/** An exact ordering of the mempool as it was at one moment: what a projection is built from. */
export interface OrderedMempool {
  /** The graph's nodes in projected order. */
  nodes: MempoolNode[]
  /** The rate (sat/vB) each was selected at. */
  rates: Float64Array
  /** Where each block ends in `nodes` (exclusive). */
  blockEnds: number[]
  /** The graph's arrival count then: a node whose `order` is at least this came later. */
  arrivals: number
}

/** Orders the graph's mempool now, exactly, into up to `count` blocks (the last one a stack). */
export function orderGraph(graph: MempoolGraph, count: number): OrderedMempool {
  const { graph: packages, bySlot } = packageGraph([...graph.nodes.values()])
  return orderedMempool(selectPackages(packages, count, blockWeightLimit), bySlot, graph.arrivals)
}

/** An `OrderedMempool` from a selection over `bySlot` (see `packageGraph`). */
export function orderedMempool(
  order: PackageOrder,
  bySlot: readonly MempoolNode[],
  arrivals: number,
): OrderedMempool {
  const nodes = new Array<MempoolNode>(order.slots.length)
  for (let i = 0; i < nodes.length; i++) nodes[i] = bySlot[order.slots[i] as number] as MempoolNode
  return { nodes, rates: order.rates, blockEnds: order.blockEnds, arrivals }
}

/** Numbers the projections: a node's `position` belongs to the projection that wrote it last. */
let serial = 0

/**
 * The projection of the mempool from an ordering `base`, brought up to date: transactions gone since
 * leave it, and `arrived` ones (in arrival order, each after its parents) are put where their own fee
 * rate places them, after their parents. When that changed anything, the blocks are cut again in order
 * by weight (close to, not exactly, what a fresh selection gives: the next one replaces it).
 */
export function buildProjection(
  graph: MempoolGraph,
  base: OrderedMempool,
  arrived: readonly MempoolNode[],
  count: number,
): MempoolProjection {
  const { nodes, rates, changed } = patched(base, arrived)
  const id = ++serial
  const blockEnds = changed ? cutBlocks(nodes, count) : base.blockEnds
  const total = nodes.length
  // Per transaction in projection order: its block and the vsize before its middle.
  const blockOf = new Int32Array(total)
  const offsets = new Float64Array(total)
  const ratedWeights = new Float64Array(total)
  const ratedRates = new Float64Array(total)
  const stacked = blockEnds.length >= count
  let start = 0
  const blocks = blockEnds.map((end, index): ProjectedBlock => {
    let weight = 0
    let size = 0
    let fees = 0
    let rated = 0
    const txs = new Array(end - start)
    for (let i = start; i < end; i++) {
      const node = nodes[i] as MempoolNode
      node.position = i
      node.projection = id
      txs[i - start] = node.record
      blockOf[i] = index
      offsets[i] = (weight + node.weight / 2) / 4
      weight += node.weight
      size += node.size
      fees += node.fee
      if (node.fee > 0) {
        ratedWeights[start + rated] = node.weight
        ratedRates[start + rated++] = rates[i] as number
      }
    }
    const ratedTxs: RatedTxs = {
      weights: ratedWeights.subarray(start, start + rated),
      rates: ratedRates.subarray(start, start + rated),
      length: rated,
    }
    start = end
    const isStack = stacked && index === blockEnds.length - 1 && weight > 4_000_000
    return {
      txs,
      blockSize: size,
      blockVSize: weight / 4,
      totalFees: fees,
      ...(isStack ? ratedStackStats(ratedTxs) : ratedFeeStats(ratedTxs)),
    }
  })
  // A node placed by this projection points at its index; an older projection's (or a node that left
  // the mempool) is found through an index built on the first such lookup.
  let byTxid: Map<string, number> | undefined
  const find = (txid: string): number | undefined => {
    const node = graph.nodes.get(txid)
    if (node?.projection === id) return node.position
    if (!byTxid) {
      byTxid = new Map()
      for (let i = 0; i < total; i++) byTxid.set((nodes[i] as MempoolNode).txid, i)
    }
    return byTxid.get(txid)
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
      return i === undefined
        ? undefined
        : { block: blockOf[i] as number, vsize: offsets[i] as number }
    },
  }
}

/** `base` without the nodes that left the mempool, with `arrived` merged in (see `buildProjection`). */
function patched(
  base: OrderedMempool,
  arrived: readonly MempoolNode[],
): { nodes: MempoolNode[]; rates: Float64Array; changed: boolean } {
  const kept: MempoolNode[] = []
  const keptRates = new Float64Array(base.nodes.length)
  base.nodes.forEach((node, i) => {
    if (!node.inMempool) return
    node.slot = kept.length
    keptRates[kept.length] = base.rates[i] as number
    kept.push(node)
  })
  if (arrived.length === 0) {
    const changed = kept.length !== base.nodes.length
    return { nodes: kept, rates: keptRates.subarray(0, kept.length), changed }
  }
  // Where each arrival goes: before the first kept transaction selected at a lower rate than its own
  // (a binary search over the running minimum of the rates), and never before a parent.
  const floor = new Float64Array(kept.length)
  let low = Number.POSITIVE_INFINITY
  for (let i = 0; i < kept.length; i++) {
    low = Math.min(low, keptRates[i] as number)
    floor[i] = low
  }
  const arrivalAt = new Map<MempoolNode, number>()
  const placed = arrived.map((node) => {
    const rate = node.fee / (node.weight / 4)
    let lo = 0
    let hi = kept.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((floor[mid] as number) < rate) hi = mid
      else lo = mid + 1
    }
    let at = lo
    for (const parent of node.parents) {
      const parentAt = arrivalAt.get(parent)
      at = Math.max(at, parentAt ?? parent.slot + 1)
    }
    arrivalAt.set(node, at)
    return { node, rate, at }
  })
  // Arrivals at the same place keep their arrival order, so parents stay first.
  placed.sort((a, b) => a.at - b.at || a.node.order - b.node.order)
  const nodes: MempoolNode[] = []
  const rates = new Float64Array(kept.length + placed.length)
  let next = 0
  for (let i = 0; i <= kept.length; i++) {
    for (let p = placed[next]; p && p.at === i; p = placed[++next]) {
      rates[nodes.length] = p.rate
      nodes.push(p.node)
    }
    if (i === kept.length) break
    rates[nodes.length] = keptRates[i] as number
    nodes.push(kept[i] as MempoolNode)
  }
  return { nodes, rates, changed: true }
}

/** Block ends for `nodes` in order: each block closes before the transaction that would overfill it. */
function cutBlocks(nodes: readonly MempoolNode[], count: number): number[] {
  const ends: number[] = []
  let weight = 0
  for (let i = 0; i < nodes.length && ends.length < count - 1; i++) {
    const next = (nodes[i] as MempoolNode).weight
    if (weight > 0 && weight + next > blockWeightLimit) {
      ends.push(i)
      weight = 0
    }
    weight += next
  }
  if (nodes.length > (ends.at(-1) ?? 0)) ends.push(nodes.length)
  return ends
}
