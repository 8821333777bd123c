import type { MempoolBlock } from '@outpoint/explorer-client'
import type { CompressedChange, CompressedTransaction } from '@outpoint/explorer-client/live'
import type { SimChain } from '../chain/history.js'
import { mempoolGraph } from '../chain/mempool-graph.js'
import { currentProjection, type MempoolProjection } from '../chain/projection.js'
import type { TxRecord } from '../chain/types.js'
import { compressTx, flagsOf, roundedRate } from './ws-compress.js'
import type { ProjectedBlockTransactions } from './ws-messages.js'

/**
 * The last compressed form of each transaction: reused while its rate and flags stay, so unchanged
 * transactions cost no allocation and compare by identity.
 */
const compressed = new WeakMap<TxRecord, CompressedTransaction>()

/** How many projected blocks mempool serves (`MEMPOOL_BLOCKS_AMOUNT`). */
export const projectedBlockCount = 8

/**
 * The mempool's projected blocks at one update (the chain's current projection, CPFP-aware), with what the
 * websocket sends of them: every push of that update is computed from it. A block's compressed
 * transactions are built the first time a client tracks it, then kept for the next update's delta.
 */
export class Projection {
  readonly blocks: MempoolProjection['blocks']
  /** Effective fee rate (sat/vB) of a mempool transaction. */
  readonly rateOf: MempoolProjection['rateOf']
  readonly positionOf: MempoolProjection['positionOf']
  readonly blockRates: MempoolProjection['blockRates']
  readonly mempoolBlocks: MempoolBlock[]
  readonly sim: SimChain
  private readonly blockEntries = new Map<number, Map<string, CompressedTransaction>>()

  constructor(sim: SimChain) {
    const { blocks, rateOf, positionOf, blockRates } = currentProjection(sim.chain)
    this.sim = sim
    this.blocks = blocks
    this.rateOf = rateOf
    this.positionOf = positionOf
    this.blockRates = blockRates
    this.mempoolBlocks = blocks.map((block) => ({
      blockSize: block.blockSize,
      blockVSize: block.blockVSize,
      nTx: block.nTx,
      totalFees: block.totalFees,
      medianFee: block.medianFee,
      feeRange: block.feeRange,
    }))
  }

  /** How many transactions the projection holds: the whole mempool. */
  get size(): number {
    return this.blocks.reduce((n, block) => n + block.nTx, 0)
  }

  /** Block `index`'s transactions compressed, in block order (empty past the last block). */
  entries(index: number): Map<string, CompressedTransaction> {
    let map = this.blockEntries.get(index)
    if (!map) {
      map = new Map()
      const txs = this.blocks[index]?.txs ?? []
      const graph = mempoolGraph(this.sim.chain)
      const rates = this.blockRates(index)
      for (let i = 0; i < txs.length; i++) {
        const entry = this.compress(index, i, graph, rates)
        if (entry) map.set(entry[0], entry)
      }
      this.blockEntries.set(index, map)
      warmUp(this, index + 1)
    }
    return map
  }

  /** Transaction `i` of block `index` compressed, reusing its last compressed form when unchanged. */
  compress(
    index: number,
    i: number,
    graph = mempoolGraph(this.sim.chain),
    rates = this.blockRates(index),
  ): CompressedTransaction | undefined {
    const record = this.blocks[index]?.txs[i]
    if (!record) return undefined
    const rate = rates[i] ?? record.fee / (record.weight / 4)
    const flags = flagsOf(this.sim, record, graph)
    let entry = compressed.get(record)
    if (entry?.[4] !== roundedRate(rate) || entry[5] !== flags) {
      entry = compressTx(record, rate, flags)
      compressed.set(record, entry)
    }
    return entry
  }
}

/** How many transactions `warmUp` compresses at a time. */
const warmChunk = 200
/** The projection each network warms up: its latest. */
const warming = new WeakMap<SimChain, Projection>()

/**
 * Compresses the transactions of block `index` a few at a time between other work: when a block is
 * mined, this block moves up, and a client tracking it needs every one of them at once. Compressing a
 * transaction the first time decodes it (for its flags); thousands of them in the update after a block
 * stalled the service for tens of milliseconds. Only the latest projection's warm-up runs.
 */
function warmUp(projection: Projection, index: number): void {
  const txs = projection.blocks[index]?.txs ?? []
  warming.set(projection.sim, projection)
  const step = (from: number) => {
    if (warming.get(projection.sim) !== projection || from >= txs.length) return
    const graph = mempoolGraph(projection.sim.chain)
    const rates = projection.blockRates(index)
    for (let i = from; i < Math.min(txs.length, from + warmChunk); i++) {
      // Only the first compression of a transaction costs much (it decodes it).
      if (!compressed.has(txs[i] as TxRecord)) projection.compress(index, i, graph, rates)
    }
    setImmediate(step, from + warmChunk).unref()
  }
  setImmediate(step, 0).unref()
}

/** What the projected-block pushes read of a projection, whichever network's: a block's entries. */
export interface ProjectedEntries {
  /** Block `index`'s transactions compressed, in block order (empty past the last block). */
  entries(index: number): Map<string, CompressedTransaction>
}

/** The full `projected-block-transactions` of block `index` (empty past the last projected block). */
export function projectedSnapshot(
  projection: ProjectedEntries,
  index: number,
  sequence: number,
): ProjectedBlockTransactions {
  return { index, sequence, blockTransactions: [...projection.entries(index).values()] }
}

/**
 * What changed in block `index` between two projections: a delta, or the full block when more than half
 * of it is new (mempool's rule: a delta that large is no cheaper than the block).
 */
export function projectedUpdate(
  before: ProjectedEntries,
  after: ProjectedEntries,
  index: number,
  sequence: number,
): ProjectedBlockTransactions {
  const previous = before.entries(index)
  const next = after.entries(index)
  const added: CompressedTransaction[] = []
  const changed: CompressedChange[] = []
  for (const [txid, entry] of next) {
    const old = previous.get(txid)
    if (!old) added.push(entry)
    else if (old !== entry) changed.push([txid, entry[4], entry[5], 0])
  }
  if (added.length > next.size / 2) return projectedSnapshot(after, index, sequence)
  const removed = [...previous.keys()].filter((txid) => !next.has(txid))
  return { index, sequence, delta: { added, removed, changed } }
}
