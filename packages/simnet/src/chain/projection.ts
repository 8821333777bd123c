import type { Chain } from './chain.js'
import { blockFeeStats, type RatedTx, stackFeeStats } from './mempool-block-stats.js'
import { mempoolGraph } from './mempool-graph.js'
import { orderMempool } from './mempool-order.js'
import type { TxRecord } from './types.js'

/** Block weight limit (4M weight units), less room for the coinbase. */
export const blockWeightLimit = 4_000_000 - 4_000

/** One projected block of the mempool. */
export interface ProjectedBlock {
  /** Transactions in the order a miner would include them. */
  txs: TxRecord[]
  blockSize: number
  blockVSize: number
  totalFees: number
  medianFee: number
  /** Effective fee-rate percentiles (min, 10, 25, 50, 75, 90, max); 11 bands for a stack of blocks. */
  feeRange: number[]
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
}

const cache = new WeakMap<Chain, { count: number; projection: MempoolProjection }>()

/**
 * The mempool as the next `count` blocks a miner would build: by ancestor-package fee rate (a child lifts
 * its unconfirmed parents), every transaction after its parents, each block filled to the weight limit,
 * the last one holding everything left over (mempool.space's "stack"). Cached until the mempool changes.
 */
export function projectMempool(chain: Chain, count = 8): MempoolProjection {
  const graph = mempoolGraph(chain)
  const cached = cache.get(chain)
  if (cached && cached.count === count && cached.projection.version === graph.version) {
    return cached.projection
  }
  const ordered = orderMempool([...graph.nodes.values()], count, blockWeightLimit)
  const total = ordered.reduce((n, block) => n + block.nodes.length, 0)
  // Per transaction in projection order: its block, the vsize before its middle, its rate.
  const blockOf = new Int32Array(total)
  const offsets = new Float64Array(total)
  const rates = new Float64Array(total)
  let at = 0
  const stacked = ordered.length >= count
  const blocks = ordered.map((block, index): ProjectedBlock => {
    let weight = 0
    let size = 0
    let fees = 0
    const rated: RatedTx[] = []
    block.nodes.forEach((node, i) => {
      const rate = block.rates[i] as number
      blockOf[at] = index
      offsets[at] = (weight + node.weight / 2) / 4
      rates[at++] = rate
      weight += node.weight
      size += node.size
      fees += node.fee
      if (node.fee > 0) rated.push({ weight: node.weight, rate })
    })
    const isStack = stacked && index === ordered.length - 1 && weight > 4_000_000
    return {
      txs: block.nodes.map((node) => node.record),
      blockSize: size,
      blockVSize: weight / 4,
      totalFees: fees,
      ...(isStack ? stackFeeStats(rated) : blockFeeStats(rated)),
    }
  })
  // Built on the first lookup: most projections are only ever read block by block.
  let index: Map<string, number> | undefined
  const find = (txid: string) => {
    if (!index) {
      const built = new Map<string, number>()
      let i = 0
      for (const block of ordered) for (const node of block.nodes) built.set(node.txid, i++)
      index = built
    }
    return index.get(txid)
  }
  const projection: MempoolProjection = {
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
  cache.set(chain, { count, projection })
  return projection
}

/** The projected blocks alone (see `projectMempool`). */
export function projectBlocks(chain: Chain, count = 8): ProjectedBlock[] {
  return projectMempool(chain, count).blocks
}
