import type { Chain } from './chain.js'
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
  /** Effective fee-rate percentiles (min, 10, 25, 50, 75, 90, max). */
  feeRange: number[]
}

/**
 * The mempool as the next blocks a miner would build: at most `count` blocks, the last one holding
 * everything left over (mempool.space's "stack"). NOTE: a first version ordered by each transaction's own
 * fee rate; ancestor-package ordering (CPFP) belongs here.
 */
export function projectBlocks(chain: Chain, count = 8): ProjectedBlock[] {
  const sorted = [...chain.mempool.values()].sort((a, b) => b.fee / b.vsize - a.fee / a.vsize)
  const blocks: TxRecord[][] = []
  let current: TxRecord[] = []
  let weight = 0
  for (const record of sorted) {
    if (weight + record.weight > blockWeightLimit && blocks.length < count - 1 && current.length) {
      blocks.push(current)
      current = []
      weight = 0
    }
    current.push(record)
    weight += record.weight
  }
  if (current.length) blocks.push(current)
  return blocks.map((txs) => {
    const rates = txs.map((r) => r.fee / r.vsize).sort((a, b) => a - b)
    const at = (p: number) => rates[Math.min(rates.length - 1, Math.floor(p * rates.length))] ?? 0
    return {
      txs,
      blockSize: txs.reduce((n, r) => n + r.size, 0),
      blockVSize: txs.reduce((n, r) => n + r.weight / 4, 0),
      totalFees: txs.reduce((n, r) => n + r.fee, 0),
      medianFee: at(0.5),
      feeRange: [at(0), at(0.1), at(0.25), at(0.5), at(0.75), at(0.9), at(1)],
    }
  })
}
