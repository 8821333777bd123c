import type { MempoolInfo, RecommendedFees } from '@outpoint/explorer-client'
import type { Chain } from './chain.js'
import { mempoolGraph } from './mempool-graph.js'
import type { ProjectedBlock } from './projection.js'

/** The node's `mempoolminfee` (sat/vB): the relay floor, as simnet's mempool never fills up. */
export const mempoolMinFee = 1

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step
/** Rounded to `step`, then to 3 decimals so 0.001 steps print without binary noise. */
const roundTo = (value: number, step: number) =>
  Math.round(Math.round(value / step) * step * 1000) / 1000

type BlockFigures = Pick<ProjectedBlock, 'blockVSize' | 'medianFee'>

/**
 * mempool's `calculateRecommendedFee`: each target is the median of its projected block, averaged with
 * the faster target's; a block under half full means any fee will do, one not full with nothing behind
 * it is scaled down by how empty it is; targets never decrease with priority; fastest gets half a sat/vB
 * and half-hour a quarter on top. `step` is 1 for `/fees/recommended` and 0.001 for `/fees/precise`.
 */
export function recommendedFees(blocks: readonly BlockFigures[], step: 1 | 0.001): RecommendedFees {
  const minimumFee = Math.max(roundUp(mempoolMinFee, step), step)
  const [first, second, third, fourth] = blocks
  if (!first) {
    return {
      fastestFee: minimumFee,
      halfHourFee: minimumFee,
      hourFee: minimumFee,
      economyFee: minimumFee,
      minimumFee,
    }
  }
  const optimize = (block: BlockFigures, next: BlockFigures | undefined, previous?: number) => {
    const fee = previous ? (block.medianFee + previous) / 2 : block.medianFee
    if (block.blockVSize <= 500_000 || block.medianFee < minimumFee) return minimumFee
    if (block.blockVSize <= 950_000 && !next) {
      return Math.max(roundTo((fee * (block.blockVSize - 500_000)) / 500_000, step), minimumFee)
    }
    return Math.max(roundUp(fee, step), minimumFee)
  }
  const firstFee = optimize(first, second)
  const secondFee = second ? optimize(second, third, firstFee) : minimumFee
  const thirdFee = third ? optimize(third, fourth, secondFee) : minimumFee
  const economyFee = Math.max(minimumFee, Math.min(2 * minimumFee, thirdFee))
  const hourFee = Math.max(minimumFee, thirdFee, economyFee)
  const halfHourFee = Math.max(minimumFee, secondFee, hourFee)
  const fastestFee = Math.max(minimumFee, firstFee, halfHourFee)
  const priority = 0.5
  return {
    fastestFee: Math.max(roundTo(fastestFee + priority, step), 1),
    halfHourFee: Math.max(roundTo(halfHourFee + priority / 2, step), 0.5),
    hourFee: roundTo(hourFee, step),
    economyFee: roundTo(economyFee, step),
    minimumFee: roundTo(minimumFee, step),
  }
}

/** Electrs' histogram buckets: a bucket closes once it holds over 50,000 vB and the rate changes. */
const binWidth = 50_000

const summaries = new WeakMap<Chain, { version: number; summary: MempoolInfo }>()
/** Above any transaction's vsize (2^21): the multiplier that packs a rate above a vsize. */
const vsizeLimit = 2 ** 21

/**
 * The mempool as electrs serves it in `/mempool`, computed once per mempool change (a 50,000-transaction
 * mempool takes milliseconds to sum, too long to repeat at every request). Each histogram bucket is the
 * vsize paying at least its rate (and less than the previous bucket's); rates are single-precision
 * floats over the unrounded vsize, as electrs computes them.
 */
export function mempoolSummary(chain: Chain): MempoolInfo {
  const { version, nodes } = mempoolGraph(chain)
  const cached = summaries.get(chain)
  if (cached?.version === version) return cached.summary
  // Each transaction as one number, rate (its single-precision bits, which order like the rates) above
  // vsize: a native sort of these is several times faster than sorting objects with a comparator.
  const keys = new Float64Array(nodes.size)
  const rate = new Float32Array(1)
  const rateBits = new Uint32Array(rate.buffer)
  let vsize = 0
  let fees = 0
  let n = 0
  for (const node of nodes.values()) {
    const txVsize = Math.ceil(node.weight / 4)
    vsize += txVsize
    fees += node.fee
    rate[0] = node.fee / (node.weight / 4)
    keys[n++] = (rateBits[0] as number) * vsizeLimit + txVsize
  }
  keys.sort()
  const histogram: [number, number][] = []
  let size = 0
  let last = 0
  // Highest rate first; the order within a rate does not matter (a bucket never splits one).
  for (let k = n - 1; k >= 0; k--) {
    const key = keys[k] as number
    const txVsize = key % vsizeLimit
    rateBits[0] = (key - txVsize) / vsizeLimit
    const txRate = rate[0] as number
    if (size > binWidth && last !== txRate) {
      histogram.push([last, size])
      size = 0
    }
    last = txRate
    size += txVsize
  }
  if (size > 0) histogram.push([last, size])
  const summary = { count: n, vsize, total_fee: fees, fee_histogram: histogram }
  summaries.set(chain, { version, summary })
  return summary
}

/** Esplora's confirmation targets. */
const targets = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]

/**
 * Esplora's `/fee-estimates` (bitcoind's estimatesmartfee per target), estimated from the projection: to
 * confirm within n blocks, pay what the n-th projected block's cheapest transactions pay; past the
 * full projected blocks, the floor.
 */
export function feeEstimates(blocks: readonly ProjectedBlock[]): Record<string, number> {
  const estimates: Record<string, number> = {}
  let previous = Number.POSITIVE_INFINITY
  for (const target of targets) {
    const block = blocks[target - 1]
    const full = block && block.blockVSize > 950_000
    const rate = full ? Math.max(mempoolMinFee, block.feeRange[0] ?? 0) : mempoolMinFee
    // A longer target never costs more.
    previous = Math.min(previous, rate)
    estimates[String(target)] = previous
  }
  return estimates
}
