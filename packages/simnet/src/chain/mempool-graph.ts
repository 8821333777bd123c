import type { Chain } from './chain.js'
import { outpointOf, rawInputs, signalsRbf } from './mempool-inputs.js'
import type { TxRecord } from './types.js'

/**
 * A mempool transaction with its unconfirmed parents and children. Its figures are copied from the
 * record: the projection reads them for every transaction, and records lie scattered over a large heap
 * (reading a field of each of 30,000 records costs ~20 ms in cache misses; of the nodes, ~1 ms). Its
 * inputs are not kept (re-read from the raw bytes when needed): they would double a node's memory.
 */
export interface MempoolNode {
  record: TxRecord
  txid: string
  fee: number
  weight: number
  size: number
  /** Signals BIP 125 replaceability itself (not inherited). */
  signals: boolean
  parents: MempoolNode[]
  children: MempoolNode[]
  /** Arrival sequence: equal fee rates go to the earlier arrival. */
  order: number
  /** False once the transaction left the mempool (confirmed or removed). */
  inMempool: boolean
  /**
   * A small number no other node in the mempool has (a departed node's is given again): projections
   * index their transactions by it in a typed array instead of a map of txids.
   */
  id: number
  /** Scratch: the node's index while a projection is being computed (see mempool-order.ts). */
  slot: number
}

/** How many departures a generation of `departedNode` holds. */
const keptDepartures = 10_000

/**
 * The mempool as a graph of unconfirmed parents and children, kept current from the chain's events, with
 * a version that changes with every arrival, confirmation or removal: what projections cache on.
 */
export class MempoolGraph {
  readonly nodes = new Map<string, MempoolNode>()
  version = 0
  /** How many transactions arrived so far: the next one's `order`. */
  arrivals = 0
  /** Counts rebuilds: a rebuild replaces every node. */
  generation = 0
  /** One more than the largest node id given out. */
  idLimit = 0
  /** Ids of departed nodes, given out again first: ids stay below the mempool's largest size. */
  private readonly freeIds: number[] = []
  private readonly departureListeners = new Set<(node: MempoolNode) => void>()
  /** The latest departures by txid, in two generations of up to `keptDepartures` (see `departedNode`). */
  private departed = new Map<string, MempoolNode>()
  private departedBefore = new Map<string, MempoolNode>()

  /**
   * A node that left the mempool lately (at least the last 10,000): a projection computed before it left
   * still holds it, and finds it by txid through here.
   */
  departedNode(txid: string): MempoolNode | undefined {
    return this.departed.get(txid) ?? this.departedBefore.get(txid)
  }

  /** Calls `listener` with each node that leaves the graph; returns the function that stops it. */
  onDeparture(listener: (node: MempoolNode) => void): () => void {
    this.departureListeners.add(listener)
    return () => this.departureListeners.delete(listener)
  }

  add(record: TxRecord): MempoolNode {
    const inputs = rawInputs(record.raw)
    const node: MempoolNode = {
      record,
      txid: record.txid,
      fee: record.fee,
      weight: record.weight,
      size: record.size,
      signals: signalsRbf(inputs),
      parents: [],
      children: [],
      order: this.arrivals++,
      inMempool: true,
      id: this.freeIds.pop() ?? this.idLimit++,
      slot: -1,
    }
    for (const input of inputs) {
      const parent = this.nodes.get(input.txid)
      if (parent && !node.parents.includes(parent)) {
        node.parents.push(parent)
        parent.children.push(node)
      }
    }
    this.nodes.set(record.txid, node)
    this.version++
    return node
  }

  /** Forgets a transaction (confirmed or removed); its relatives lose the link. */
  delete(txid: string): void {
    const node = this.nodes.get(txid)
    if (!node) return
    for (const parent of node.parents) parent.children = parent.children.filter((c) => c !== node)
    for (const child of node.children) child.parents = child.parents.filter((p) => p !== node)
    // A departed node may be kept a while (see `departedNode`), but not its relatives.
    node.parents = []
    node.children = []
    node.inMempool = false
    this.freeIds.push(node.id)
    this.nodes.delete(txid)
    this.departed.set(txid, node)
    if (this.departed.size >= keptDepartures) {
      this.departedBefore = this.departed
      this.departed = new Map()
    }
    this.version++
    for (const listener of this.departureListeners) listener(node)
  }

  /** Every unconfirmed ancestor, each before its own descendants. */
  ancestors(node: MempoolNode): MempoolNode[] {
    return walk(node, (n) => n.parents).slice(0, -1)
  }

  /**
   * Whether `node` has at least `count` unconfirmed descendants. The walk stops once it has seen that
   * many: a chain-limit check costs at most the limit, however large the family (a consolidation's can
   * run to thousands).
   */
  hasDescendants(node: MempoolNode, count: number): boolean {
    const seen = new Set<MempoolNode>([node])
    const queue = [node]
    if (count <= 0) return true
    for (let at = 0; at < queue.length; at++) {
      for (const child of queue[at]?.children ?? []) {
        if (seen.has(child)) continue
        seen.add(child)
        if (queue.push(child) - 1 >= count) return true
      }
    }
    return false
  }

  /** Every unconfirmed descendant, each after its own ancestors. */
  descendants(node: MempoolNode): MempoolNode[] {
    return walk(node, (n) => n.children)
      .reverse()
      .slice(1)
  }
}

/** Depth-first post-order from `start` along `next` (start comes last). */
function walk(start: MempoolNode, next: (node: MempoolNode) => MempoolNode[]): MempoolNode[] {
  const out: MempoolNode[] = []
  const seen = new Set<MempoolNode>([start])
  const stack: { node: MempoolNode; at: number }[] = [{ node: start, at: 0 }]
  for (let top = stack.at(-1); top; top = stack.at(-1)) {
    const following = next(top.node)[top.at++]
    if (!following) {
      out.push(top.node)
      stack.pop()
    } else if (!seen.has(following)) {
      seen.add(following)
      stack.push({ node: following, at: 0 })
    }
  }
  return out
}

const graphs = new WeakMap<Chain, MempoolGraph>()

/**
 * The mempool graph of a chain, built on first use and then kept by the chain's events (its listeners go
 * first, so other listeners already see the new state). Rebuilt if the mempool changed behind its back.
 */
export function mempoolGraph(chain: Chain): MempoolGraph {
  let graph = graphs.get(chain)
  if (!graph) {
    const created = new MempoolGraph()
    graph = created
    graphs.set(chain, created)
    chain.events.prependListener('tx', (record) => {
      if (chain.mempool.has(record.txid)) created.add(record)
    })
    chain.events.prependListener('block', (_block, confirmed) => {
      for (const record of confirmed) created.delete(record.txid)
    })
  }
  if (graph.nodes.size !== chain.mempool.size) rebuild(graph, chain)
  return graph
}

function rebuild(graph: MempoolGraph, chain: Chain): void {
  for (const txid of [...graph.nodes.keys()]) graph.delete(txid)
  graph.generation++
  // The mempool is in arrival order, so every parent is added before its children.
  for (const record of chain.mempool.values()) if (!record.coinbase) graph.add(record)
}

/**
 * Takes a mempool transaction and all its descendants out of the chain (children first, as the chain
 * requires). Returns what was removed, parents first.
 */
export function evictFromMempool(chain: Chain, txid: string): TxRecord[] {
  const graph = mempoolGraph(chain)
  const node = graph.nodes.get(txid)
  if (!node) return []
  const family = [node, ...graph.descendants(node)]
  for (const member of family.slice().reverse()) {
    chain.removeTransaction(member.txid, rawInputs(member.record.raw).map(outpointOf))
    graph.delete(member.record.txid)
  }
  return family.map((member) => member.record)
}
