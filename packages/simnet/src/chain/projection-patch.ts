import type { MempoolGraph, MempoolNode } from './mempool-graph.js'
import type { MempoolChanges, OrderedMempool } from './projection-build.js'
import type { TxRecord } from './types.js'

/** The arrivals merged into an ordering: each one's node and rate by arrival index. */
export interface Arrivals {
  node(k: number): MempoolNode
  weight(k: number): number
  rate(k: number): number
}

/** The projected order: base positions (kept) and arrivals (`~k`), with where each base position went. */
export interface Patch {
  order: Int32Array
  arrivals: Arrivals
  /** Base position to index in `order` (-1: departed); undefined when nothing changed (the identity). */
  indexOf: Int32Array | undefined
  /** Index in `order` of each arrival. */
  arrivalIndex: Map<MempoolNode, number>
}

/** The node's position in `base`, or -1 when `base` does not hold it (a later node may have its id). */
function basePosition(base: OrderedMempool, node: MempoolNode): number {
  const p = node.id < base.byId.length ? (base.byId[node.id] as number) : -1
  return p >= 0 && base.orders[p] === node.order ? p : -1
}

/** Where each arrival goes: see `buildProjection`. */
export function patchOf(base: OrderedMempool, changes: MempoolChanges): Patch {
  const n = base.slots.length
  const departed = new Uint8Array(n)
  let gone = 0
  for (const node of changes.departed) {
    const p = basePosition(base, node)
    if (p >= 0 && !departed[p]) {
      departed[p] = 1
      gone++
    }
  }
  const arrived = changes.arrived
  const rates = arrived.map((node) => node.fee / (node.weight / 4))
  const arrivals: Arrivals = {
    node: (k) => arrived[k] as MempoolNode,
    weight: (k) => (arrived[k] as MempoolNode).weight,
    rate: (k) => rates[k] as number,
  }
  const arrivalIndex = new Map<MempoolNode, number>()
  if (gone === 0 && arrived.length === 0) {
    const order = new Int32Array(n)
    for (let i = 0; i < n; i++) order[i] = i
    return { order, arrivals, indexOf: undefined, arrivalIndex }
  }
  // Before the first kept position selected at a lower rate than the arrival's own (a binary search
  // over the running minimum of the kept rates), and never before a parent.
  const floor = new Float64Array(n)
  let low = Number.POSITIVE_INFINITY
  for (let p = 0; p < n; p++) {
    if (!departed[p]) low = Math.min(low, base.rates[p] as number)
    floor[p] = low
  }
  const placeOf = new Map<MempoolNode, number>()
  const placed = arrived.map((node, k) => {
    let lo = 0
    let hi = n
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((floor[mid] as number) < (rates[k] as number)) hi = mid
      else lo = mid + 1
    }
    let at = lo
    for (const parent of node.parents) {
      const q = basePosition(base, parent)
      at = Math.max(at, placeOf.get(parent) ?? (q >= 0 ? q + 1 : n))
    }
    placeOf.set(node, at)
    return { k, at }
  })
  // Arrivals at the same place keep their arrival order, so parents stay first.
  placed.sort((a, b) => a.at - b.at || a.k - b.k)
  const order = new Int32Array(n - gone + arrived.length)
  const indexOf = new Int32Array(n).fill(-1)
  let length = 0
  let next = 0
  for (let p = 0; p <= n; p++) {
    for (let a = placed[next]; a && a.at === p; a = placed[++next]) {
      arrivalIndex.set(arrived[a.k] as MempoolNode, length)
      order[length++] = ~a.k
    }
    if (p === n) break
    if (departed[p]) continue
    indexOf[p] = length
    order[length++] = p
  }
  return { order, arrivals, indexOf, arrivalIndex }
}

/**
 * Finds a transaction's index in the projection by txid, through its node: the one in the mempool now
 * or, when that one is not in the projection, the one that left lately (confirmed, replaced, or taken
 * out and put back as a new node). After a graph rebuild, through an index of txids built when first
 * asked.
 */
export function finder(
  graph: MempoolGraph,
  base: OrderedMempool,
  patch: Patch,
  total: number,
  recordAt: (i: number) => TxRecord,
): (txid: string) => number | undefined {
  const { generation } = graph
  const indexOfNode = (node: MempoolNode | undefined): number | undefined => {
    if (!node) return undefined
    const p = basePosition(base, node)
    if (p >= 0) {
      const i = patch.indexOf ? (patch.indexOf[p] as number) : p
      return i >= 0 ? i : undefined
    }
    return patch.arrivalIndex.get(node)
  }
  let byTxid: Map<string, number> | undefined
  return (txid) => {
    if (graph.generation === generation) {
      return indexOfNode(graph.nodes.get(txid)) ?? indexOfNode(graph.departedNode(txid))
    }
    if (!byTxid) {
      byTxid = new Map()
      for (let i = 0; i < total; i++) byTxid.set(recordAt(i).txid, i)
    }
    return byTxid.get(txid)
  }
}
