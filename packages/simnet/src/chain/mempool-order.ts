import type { MempoolNode } from './mempool-graph.js'
import { ScoreHeap } from './mempool-heap.js'

/** One projected block: its transactions in order, and the fee rate (sat/vB) each was selected at. */
export interface OrderedBlock {
  nodes: MempoolNode[]
  rates: number[]
}

/** Core's block assembler gives up on a block after this many packages in a row did not fit... */
const maxConsecutiveFailures = 1000
/** ...once the block is this close to full. */
const fullEnough = 4_000
/** No transaction weighs less (Core's minimum of 65 non-witness bytes is 260). */
const smallestTx = 240

/**
 * Bitcoin Core's ancestor-package selection (mempool.space's projected blocks follow it): repeatedly take
 * the transaction whose package (itself and its not yet selected ancestors) pays the best rate, scored as
 * min(own rate, package rate) so a cheap child never rides on its parents; put the package in the block,
 * parents first, if it fits; then take its members out of their descendants' packages. Up to `count`
 * blocks of `limit` weight; the last one takes everything left.
 *
 * Work per call is O(n log n) plus, per selected transaction, a walk of its unconfirmed descendants.
 * Everything lives in typed arrays indexed by each node's `slot` (set here): a 50,000-transaction
 * mempool is ordered in tens of milliseconds.
 */
export function orderMempool(
  nodes: readonly MempoolNode[],
  count: number,
  limit: number,
): OrderedBlock[] {
  const n = nodes.length
  const fee = new Float64Array(n)
  const weight = new Float64Array(n)
  const packageFee = new Float64Array(n)
  const packageWeight = new Float64Array(n)
  const arrival = new Float64Array(n)
  const version = new Int32Array(n)
  const selected = new Uint8Array(n)
  nodes.forEach((node, i) => {
    node.slot = i
    fee[i] = node.fee
    weight[i] = node.weight
    arrival[i] = node.order
  })
  // Parents and children as slot lists in flat arrays (node i's run from start[i] to start[i + 1]):
  // walks then stay in a few typed arrays instead of chasing node objects across the heap.
  const parents = adjacency(nodes, (node) => node.parents)
  const children = adjacency(nodes, (node) => node.children)

  // Depth-first walks, post-order, over unselected transactions: a walk stamps what it reaches and
  // leaves it in `out` (the first `length` entries).
  const mark = new Int32Array(n)
  const stack = new Int32Array(n)
  const cursor = new Int32Array(n)
  let stamp = 0
  const walk = (start: number, links: Adjacency, out: Int32Array): number => {
    let length = 0
    const walkStamp = ++stamp
    mark[start] = walkStamp
    stack[0] = start
    cursor[0] = links.start[start] as number
    for (let depth = 0; depth >= 0; ) {
      const at = stack[depth] as number
      const next = cursor[depth] as number
      if (next >= (links.start[at + 1] as number)) {
        out[length++] = at
        depth--
        continue
      }
      cursor[depth] = next + 1
      const slot = links.list[next] as number
      if (mark[slot] !== walkStamp && !selected[slot]) {
        mark[slot] = walkStamp
        depth++
        stack[depth] = slot
        cursor[depth] = links.start[slot] as number
      }
    }
    return length
  }

  const heap = new ScoreHeap(arrival, n * 2)
  const score = (i: number) =>
    Math.min(
      (fee[i] as number) / (weight[i] as number),
      (packageFee[i] as number) / (packageWeight[i] as number),
    )
  const members = new Int32Array(n)
  const reached = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    if (parents.start[i] === parents.start[i + 1]) {
      packageFee[i] = fee[i] as number
      packageWeight[i] = weight[i] as number
    } else {
      const length = walk(i, parents, members)
      for (let m = 0; m < length; m++) {
        const member = members[m] as number
        packageFee[i] = (packageFee[i] as number) + (fee[member] as number)
        packageWeight[i] = (packageWeight[i] as number) + (weight[member] as number)
      }
    }
    heap.push(score(i), i, 0)
  }

  const touchMark = new Int32Array(n)
  let touchStamp = 0
  const touched: number[] = []
  const entry = { score: 0, item: 0, version: 0 }
  const blocks: OrderedBlock[] = []
  let stuck = false
  while (heap.size > 0 && blocks.length < count) {
    // The last block is the stack of everything left; so is a block after one that nothing fitted in.
    const room = blocks.length === count - 1 || stuck ? Number.POSITIVE_INFINITY : limit
    const block: OrderedBlock = { nodes: [], rates: [] }
    const deferred: number[] = []
    let used = 0
    let failures = 0
    while (heap.pop(entry)) {
      const i = entry.item
      if (selected[i] || entry.version !== version[i]) continue
      if (used + (packageWeight[i] as number) > room) {
        deferred.push(entry.score, i, entry.version)
        if (++failures > maxConsecutiveFailures && used > room - fullEnough) break
        if (room - used < smallestTx) break
        continue
      }
      failures = 0
      // Weights are whole numbers: the package is the transaction alone exactly when they are equal.
      let size = 1
      if (packageWeight[i] === weight[i]) members[0] = i
      else size = walk(i, parents, members)
      const rate = (packageFee[i] as number) / ((packageWeight[i] as number) / 4)
      for (let m = 0; m < size; m++) {
        const member = members[m] as number
        selected[member] = 1
        used += weight[member] as number
        block.nodes.push(nodes[member] as MempoolNode)
        block.rates.push(rate)
      }
      // The members leave the packages of their descendants, which score again without them.
      touched.length = 0
      touchStamp++
      for (let m = 0; m < size; m++) {
        const member = members[m] as number
        if (children.start[member] === children.start[member + 1]) continue
        const length = walk(member, children, reached)
        for (let r = 0; r < length; r++) {
          const descendant = reached[r] as number
          if (descendant === member) continue
          packageFee[descendant] = (packageFee[descendant] as number) - (fee[member] as number)
          packageWeight[descendant] =
            (packageWeight[descendant] as number) - (weight[member] as number)
          if (touchMark[descendant] !== touchStamp) {
            touchMark[descendant] = touchStamp
            touched.push(descendant)
          }
        }
      }
      for (const descendant of touched) {
        version[descendant] = (version[descendant] as number) + 1
        heap.push(score(descendant), descendant, version[descendant] as number)
      }
    }
    for (let d = 0; d < deferred.length; d += 3) {
      heap.push(deferred[d] as number, deferred[d + 1] as number, deferred[d + 2] as number)
    }
    stuck = block.nodes.length === 0
    if (!stuck) blocks.push(block)
  }
  return blocks
}

/** A relation (parents or children) of every node: node i's slots are list[start[i]] to list[start[i + 1] - 1]. */
interface Adjacency {
  start: Int32Array
  list: Int32Array
}

function adjacency(
  nodes: readonly MempoolNode[],
  related: (node: MempoolNode) => readonly MempoolNode[],
): Adjacency {
  const start = new Int32Array(nodes.length + 1)
  let total = 0
  nodes.forEach((node, i) => {
    start[i] = total
    total += related(node).length
  })
  start[nodes.length] = total
  const list = new Int32Array(total)
  let at = 0
  for (const node of nodes) for (const other of related(node)) list[at++] = other.slot
  return { start, list }
}
