import type { MempoolNode } from './mempool-graph.js'
import type { PackageGraph } from './mempool-packages.js'
import type { TxRecord } from './types.js'

/**
 * Mempool nodes by slot (arrival order), in the typed form the selection reads, with what projections
 * need of each: gathered in one pass over the nodes, which lie scattered over a large heap. Only the
 * records are a JavaScript array: arrays this large go straight to the old generation, and each one
 * allocated per ordering brought the next full garbage collection closer.
 */
export interface MempoolSnapshot {
  graph: PackageGraph
  records: TxRecord[]
  size: Float64Array
  id: Int32Array
  /** Each node's `order` (unique): tells a node from a later one with the same id. */
  order: Float64Array
}

/**
 * A snapshot of nodes in arrival order (as a graph's map holds them), each parent before its children;
 * sets each node's `slot`.
 */
export function mempoolSnapshot(
  nodes: ReadonlyMap<string, MempoolNode> | readonly MempoolNode[],
): MempoolSnapshot {
  const count = 'size' in nodes ? nodes.size : nodes.length
  const fee = new Float64Array(count)
  const weight = new Float64Array(count)
  const size = new Float64Array(count)
  const id = new Int32Array(count)
  const order = new Float64Array(count)
  const records = new Array<TxRecord>(count)
  const parentStart = new Int32Array(count + 1)
  let links = 0
  let i = 0
  for (const node of nodes.values()) {
    if (i > 0 && node.order <= (order[i - 1] as number)) {
      throw new Error('mempoolSnapshot takes nodes in arrival order')
    }
    node.slot = i
    fee[i] = node.fee
    weight[i] = node.weight
    size[i] = node.size
    id[i] = node.id
    order[i] = node.order
    records[i] = node.record
    parentStart[i++] = links
    links += node.parents.length
  }
  parentStart[count] = links
  // A second pass, now that the total is known.
  const parentList = new Int32Array(links)
  let at = 0
  for (const node of nodes.values())
    for (const parent of node.parents) parentList[at++] = parent.slot
  return { graph: { fee, weight, parentStart, parentList }, records, size, id, order }
}
