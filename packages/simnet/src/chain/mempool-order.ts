import type { MempoolNode } from './mempool-graph.js'
import { type PackageGraph, type PackageOrder, selectPackages } from './mempool-packages.js'
import type { TxRecord } from './types.js'

/** One projected block: its transactions in order, and the fee rate (sat/vB) each was selected at. */
export interface OrderedBlock {
  nodes: MempoolNode[]
  rates: number[]
}

/**
 * Mempool nodes by slot (arrival order), in the typed form the selection reads, with what projections
 * need of each: gathered in one pass over the nodes, which lie scattered over a large heap.
 */
export interface MempoolSnapshot {
  graph: PackageGraph
  bySlot: MempoolNode[]
  records: TxRecord[]
  size: Float64Array
  id: Int32Array
}

/** A snapshot of `nodes` (see `MempoolSnapshot`); sets each node's `slot`. */
export function mempoolSnapshot(nodes: readonly MempoolNode[]): MempoolSnapshot {
  let sorted = true
  for (let i = 1; i < nodes.length && sorted; i++) {
    sorted = (nodes[i - 1] as MempoolNode).order < (nodes[i] as MempoolNode).order
  }
  const bySlot = sorted ? nodes.slice() : nodes.slice().sort((a, b) => a.order - b.order)
  const n = bySlot.length
  const fee = new Float64Array(n)
  const weight = new Float64Array(n)
  const size = new Float64Array(n)
  const id = new Int32Array(n)
  const records = new Array<TxRecord>(n)
  const parentStart = new Int32Array(n + 1)
  let links = 0
  for (let i = 0; i < n; i++) {
    const node = bySlot[i] as MempoolNode
    node.slot = i
    fee[i] = node.fee
    weight[i] = node.weight
    size[i] = node.size
    id[i] = node.id
    records[i] = node.record
    parentStart[i] = links
    links += node.parents.length
  }
  parentStart[n] = links
  const parentList = new Int32Array(links)
  let at = 0
  for (const node of bySlot) for (const parent of node.parents) parentList[at++] = parent.slot
  return { graph: { fee, weight, parentStart, parentList }, bySlot, records, size, id }
}

/**
 * The mempool's transactions as the next `count` blocks of at most `limit` weight, by ancestor-package
 * fee rate (see `selectPackages`); the last block takes everything left.
 */
export function orderMempool(
  nodes: readonly MempoolNode[],
  count: number,
  limit: number,
): OrderedBlock[] {
  const { graph, bySlot } = mempoolSnapshot(nodes)
  return blocksOf(selectPackages(graph, count, limit), bySlot)
}

function blocksOf(order: PackageOrder, bySlot: readonly MempoolNode[]): OrderedBlock[] {
  let start = 0
  return order.blockEnds.map((end) => {
    const block: OrderedBlock = { nodes: [], rates: [] }
    for (let i = start; i < end; i++) {
      block.nodes.push(bySlot[order.slots[i] as number] as MempoolNode)
      block.rates.push(order.rates[i] as number)
    }
    start = end
    return block
  })
}
