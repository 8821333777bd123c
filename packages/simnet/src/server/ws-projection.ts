import type { SimChain } from '../chain/history.js'
import { mempoolGraph } from '../chain/mempool-graph.js'
import { currentProjection, type MempoolProjection } from '../chain/projection.js'
import type { TxRecord } from '../chain/types.js'
import { compressTx, flagsOf, roundedRate } from './ws-compress.js'
import type {
  CompressedChange,
  CompressedTx,
  MempoolBlockJson,
  ProjectedBlockTransactions,
} from './ws-messages.js'

/**
 * The last compressed form of each transaction: reused while its rate and flags stay, so unchanged
 * transactions cost no allocation and compare by identity.
 */
const compressed = new WeakMap<TxRecord, CompressedTx>()

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
  readonly mempoolBlocks: MempoolBlockJson[]
  private readonly sim: SimChain
  private readonly blockEntries = new Map<number, Map<string, CompressedTx>>()

  constructor(sim: SimChain) {
    const { blocks, rateOf, positionOf } = currentProjection(sim.chain)
    this.sim = sim
    this.blocks = blocks
    this.rateOf = rateOf
    this.positionOf = positionOf
    this.mempoolBlocks = blocks.map((block) => ({
      blockSize: block.blockSize,
      blockVSize: block.blockVSize,
      nTx: block.txs.length,
      totalFees: block.totalFees,
      medianFee: block.medianFee,
      feeRange: block.feeRange,
    }))
  }

  /** How many transactions the projection holds: the whole mempool. */
  get size(): number {
    return this.blocks.reduce((n, block) => n + block.txs.length, 0)
  }

  /** Block `index`'s transactions compressed, in block order (empty past the last block). */
  entries(index: number): Map<string, CompressedTx> {
    let map = this.blockEntries.get(index)
    if (!map) {
      map = new Map()
      const graph = mempoolGraph(this.sim.chain)
      for (const record of this.blocks[index]?.txs ?? []) {
        const rate = this.rateOf(record.txid) ?? record.fee / (record.weight / 4)
        const flags = flagsOf(this.sim, record, graph)
        let entry = compressed.get(record)
        if (entry?.[4] !== roundedRate(rate) || entry[5] !== flags) {
          entry = compressTx(record, rate, flags)
          compressed.set(record, entry)
        }
        map.set(record.txid, entry)
      }
      this.blockEntries.set(index, map)
    }
    return map
  }
}

/** What the projected-block pushes read of a projection, whichever network's: a block's entries. */
export interface ProjectedEntries {
  /** Block `index`'s transactions compressed, in block order (empty past the last block). */
  entries(index: number): Map<string, CompressedTx>
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
  const added: CompressedTx[] = []
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
