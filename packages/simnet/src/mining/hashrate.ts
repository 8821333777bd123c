import type { DifficultyAdjustmentPoint, Hashrates } from '@outpoint/explorer-client'
import type { Chain } from '../chain/chain.js'
import type { BlockRecord } from '../chain/types.js'

/** The proof of work a block's `bits` stands for, as Core counts it: 2^256 / (target + 1). */
export function blockWork(bits: number): bigint {
  const size = bits >>> 24
  const mantissa = BigInt(bits & 0x7fffff)
  const target = size <= 3 ? mantissa >> BigInt(8 * (3 - size)) : mantissa << BigInt(8 * (size - 3))
  return (1n << 256n) / (target + 1n)
}

/** Cumulative work of the chain's blocks (the history's first block counts from zero), kept per chain. */
const chainworks = new WeakMap<Chain, { works: bigint[]; hashes: string[] }>()

function chainwork(chain: Chain): bigint[] {
  let counted = chainworks.get(chain)
  if (!counted) {
    counted = { works: [], hashes: [] }
    chainworks.set(chain, counted)
  }
  const { works, hashes } = counted
  // A reorg replaces blocks at the top: drop what was counted for blocks that are no longer there.
  let kept = Math.min(works.length, chain.blocks.length)
  while (kept > 0 && chain.blocks[kept - 1]?.hash !== hashes[kept - 1]) kept--
  works.length = kept
  hashes.length = kept
  for (let i = kept; i < chain.blocks.length; i++) {
    const block = chain.blocks[i] as BlockRecord
    works.push((works[i - 1] ?? 0n) + blockWork(block.bits))
    hashes.push(block.hash)
  }
  return works
}

/**
 * Core's `getnetworkhashps(lookup, height)`: the work of the `lookup` blocks up to `height` (default the tip)
 * over the time they span (the earliest to the latest timestamp among them and the block before). `lookup`
 * of 0 or less means the blocks since the last difficulty change. Simnet's history has no blocks before its
 * first one: the window stops there.
 */
export function networkHashPs(chain: Chain, lookup = 120, height = -1): number {
  const first = chain.blocks[0]?.height ?? 0
  const tip = chain.tip
  const end = (height >= 0 && height < tip.height ? height : tip.height) - first
  const pb = chain.blocks[end]
  if (!pb || end === 0) return 0
  let count = lookup <= 0 ? (pb.height % 2016) + 1 : lookup
  count = Math.min(count, end)
  let minTime = pb.time
  let maxTime = pb.time
  for (let i = end - count; i < end; i++) {
    const time = (chain.blocks[i] as BlockRecord).time
    minTime = Math.min(minTime, time)
    maxTime = Math.max(maxTime, time)
  }
  if (minTime === maxTime) return 0
  const works = chainwork(chain)
  const workDiff = (works[end] as bigint) - (works[end - count] as bigint)
  return Number(workDiff) / (maxTime - minTime)
}

/**
 * The daily hashrate history as mempool indexes it: for each UTC day back from the last midnight while the
 * day ends after the first block, `getnetworkhashps` over that day's blocks up to its last one (0 for a day
 * without blocks). Oldest first; each `timestamp` is the midnight (UTC) that ends its day, in s.
 */
export function dailyHashrates(chain: Chain, now: number): Hashrates['hashrates'] {
  const firstTime = chain.blocks[0]?.time ?? now
  const points: Hashrates['hashrates'] = []
  for (let to = Math.floor(now / 86_400) * 86_400; to > firstTime; to -= 86_400) {
    const from = to - 86_400
    let count = 0
    let lastHeight = -1
    for (const block of chain.blocks) {
      if (block.time >= from && block.time <= to) {
        count++
        lastHeight = Math.max(lastHeight, block.height)
      }
    }
    points.push({
      timestamp: to,
      avgHashrate: count === 0 ? 0 : networkHashPs(chain, count, lastHeight),
    })
  }
  return points.reverse()
}

/**
 * Difficulty adjustments as mempool indexes them: every block whose `bits` differ from its predecessor's,
 * from the oldest block on. Oldest first; `time` is the first block of the new difficulty's, `adjustment`
 * the new difficulty over the previous one to 6 decimals.
 */
export function difficultyAdjustments(chain: Chain): DifficultyAdjustmentPoint[] {
  const points: DifficultyAdjustmentPoint[] = []
  let previous = chain.blocks[0]
  for (const block of chain.blocks.slice(1)) {
    if (previous && block.bits !== previous.bits) {
      points.push({
        time: block.time,
        height: block.height,
        difficulty: block.difficulty,
        adjustment: Math.round((block.difficulty / previous.difficulty) * 1_000_000) / 1_000_000,
      })
    }
    previous = block
  }
  return points
}
