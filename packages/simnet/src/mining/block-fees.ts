import type { Chain } from '../chain/chain.js'
import type { BlockRecord } from '../chain/types.js'

/** What the blocks tell about fees: each paying block's median fee rate, and a typical transaction size. */
export interface BlockFees {
  /** Times of the blocks with payments, in chain order. */
  times: number[]
  /** Running sums of ln(median fee rate) over those blocks (one more entry than `times`, from 0). */
  logSums: number[]
  /** Median vsize of the payments of the chain's last blocks, vB. */
  typicalVsize: number
  /** Blocks looked at so far. */
  seen: number
  /** Hash of the last block looked at: when a reorg replaced it, everything is recounted. */
  lastHash: string | undefined
}

const cache = new WeakMap<Chain, BlockFees>()

/** Blocks whose payments give the typical transaction size. */
const sizeSample = 300

/** The fee facts of a chain's blocks, kept per chain and extended as blocks arrive. */
export function blockFees(chain: Chain): BlockFees {
  let fees = cache.get(chain)
  if (!fees || (fees.seen > 0 && chain.blocks[fees.seen - 1]?.hash !== fees.lastHash)) {
    fees = { times: [], logSums: [0], typicalVsize: 0, seen: 0, lastHash: undefined }
    cache.set(chain, fees)
  }
  if (fees.seen === chain.blocks.length) return fees
  for (const block of chain.blocks.slice(fees.seen)) {
    const rates = payments(chain, block)
      .map((r) => r.fee / r.vsize)
      .sort((a, b) => a - b)
    const median = rates[Math.floor(rates.length / 2)]
    if (median === undefined || median <= 0) continue
    fees.times.push(block.time)
    fees.logSums.push((fees.logSums.at(-1) ?? 0) + Math.log(median))
  }
  fees.seen = chain.blocks.length
  fees.lastHash = chain.tip.hash
  const sizes = chain.blocks
    .slice(-sizeSample)
    .flatMap((block) => payments(chain, block).map((r) => r.vsize))
    .sort((a, b) => a - b)
  fees.typicalVsize = sizes[Math.floor(sizes.length / 2)] ?? 200
  return fees
}

function payments(chain: Chain, block: BlockRecord) {
  return block.txids.slice(1).flatMap((txid) => {
    const record = chain.txs.get(txid)
    return record ? [record] : []
  })
}

/** First index whose time is at or after `time` (times in chain order are close to sorted). */
function firstAtOrAfter(times: number[], time: number): number {
  let low = 0
  let high = times.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((times[mid] as number) < time) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * The geometric mean of the median fee rates of the blocks mined within `window` seconds of `time`, or
 * undefined when no block with payments is that close.
 */
export function medianRateAround(
  fees: BlockFees,
  time: number,
  window: number,
): number | undefined {
  const from = firstAtOrAfter(fees.times, time - window)
  const to = firstAtOrAfter(fees.times, time + window + 1)
  if (to <= from) return undefined
  const sum = (fees.logSums[to] as number) - (fees.logSums[from] as number)
  return Math.exp(sum / (to - from))
}
