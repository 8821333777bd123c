import type {
  DifficultyAdjustmentRow,
  HashrateInterval,
  PoolHashratePoint,
} from '@outpoint/explorer-client'
import type { Chain } from '../chain/chain.js'
import { type Pool, pools } from '../chain/pools.js'
import type { BlockRecord } from '../chain/types.js'
import { blockExtendedJson } from '../esplora/format.js'
import { difficultyAdjustments, networkHashPs } from './hashrate.js'
import { intervalStart } from './intervals.js'

// The pool histories of mempool's indexer, from simnet's chain: a pool's blocks as the blocks table gives
// them back (BlocksRepository.formatDbBlockIntoExtendedBlock), the weekly pool hashrates
// (mining.ts $generatePoolHashrateHistory, HashratesRepository) and the raw difficulty adjustments.

const week = 7 * 86_400

/** Blocks per page of `/v1/mining/pool/:slug/blocks` (`LIMIT 100`). */
const poolBlocksPage = 100

/**
 * A block as the blocks table gives it back: no `stale`, no audit figures (`similarity`), `firstSeen`
 * from its column (simnet keeps none: null).
 */
function databaseBlock(chain: Chain, block: BlockRecord) {
  const { stale: _stale, extras, ...rest } = blockExtendedJson(chain, block)
  const { similarity: _similarity, ...kept } = extras as Record<string, unknown>
  return { ...rest, extras: { ...kept, firstSeen: null } }
}

/** `/v1/mining/pool/:slug/blocks[/:height]`: the pool's 100 latest blocks below `height`, newest first. */
export function poolBlocks(chain: Chain, pool: Pool, below = Number.POSITIVE_INFINITY) {
  const out = []
  for (let i = chain.blocks.length - 1; i >= 0 && out.length < poolBlocksPage; i--) {
    const block = chain.blocks[i] as BlockRecord
    if (block.pool.id === pool.id && block.height < below) out.push(databaseBlock(chain, block))
  }
  return out
}

/** The Monday midnight (UTC) that starts the week holding `time`. */
function mondayMidnight(time: number): number {
  const day = Math.floor(time / 86_400)
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  return (day - ((day + 3) % 7)) * 86_400
}

interface WeekRow extends PoolHashratePoint {
  poolId: number
}

/**
 * Every indexed week, oldest first: for each week ending at a Monday midnight after the first block (back
 * from the last Monday), one row per pool when the week has blocks, the pool's share of them times
 * `getnetworkhashps` over the week (pools without a block there: 0), as `$generatePoolHashrateHistory` saves.
 */
function weeklyRows(chain: Chain, now: number): WeekRow[] {
  const first = chain.blocks[0]?.time ?? now
  const rows: WeekRow[] = []
  for (let to = mondayMidnight(now); to > first; to -= week) {
    const counts = new Map<number, number>()
    let total = 0
    let lastHeight = -1
    for (const block of chain.blocks) {
      if (block.time < to - week || block.time > to) continue
      counts.set(block.pool.id, (counts.get(block.pool.id) ?? 0) + 1)
      total++
      lastHeight = Math.max(lastHeight, block.height)
    }
    if (total === 0) continue
    const hashrate = networkHashPs(chain, total, lastHeight)
    for (const pool of pools) {
      const share = (counts.get(pool.id) ?? 0) / total
      rows.push({
        timestamp: to,
        avgHashrate: share * hashrate,
        share,
        poolName: pool.name,
        poolId: pool.id,
      })
    }
  }
  return rows.reverse()
}

const withoutId = ({ poolId: _poolId, ...point }: WeekRow): PoolHashratePoint => point

/**
 * `/v1/mining/pool/:slug/hashrate`: the pool's weekly rows from its first to its last week with a
 * hashrate (weeks between without one included), oldest first.
 */
export function poolHashrate(chain: Chain, now: number, pool: Pool): PoolHashratePoint[] {
  const mine = weeklyRows(chain, now).filter((row) => row.poolId === pool.id)
  const mined = mine.filter((row) => row.avgHashrate !== 0)
  const from = mined[0]?.timestamp
  const to = mined.at(-1)?.timestamp
  if (from === undefined || to === undefined) return []
  return mine.filter((row) => row.timestamp >= from && row.timestamp <= to).map(withoutId)
}

/**
 * `/v1/mining/hashrate/pools/:interval`: the weekly rows of the pools that mined in the last week, within
 * the interval, by week and then by the pools' rank of the last week.
 */
export function poolsHashrate(
  chain: Chain,
  now: number,
  interval: HashrateInterval,
): PoolHashratePoint[] {
  const weekStart = intervalStart(now, '1w') ?? 0
  const counts = new Map<number, number>()
  for (const block of chain.blocks) {
    if (block.time >= weekStart && block.time <= now) {
      counts.set(block.pool.id, (counts.get(block.pool.id) ?? 0) + 1)
    }
  }
  const rank = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id)
  if (rank.length === 0) return []
  const start = intervalStart(now, interval) ?? Number.NEGATIVE_INFINITY
  return weeklyRows(chain, now)
    .filter((row) => rank.includes(row.poolId) && row.timestamp >= start && row.timestamp <= now)
    .sort((a, b) => a.timestamp - b.timestamp || rank.indexOf(a.poolId) - rank.indexOf(b.poolId))
    .map(withoutId)
}

/** `/v1/mining/difficulty-adjustments[/:interval]`: `[time, height, difficulty, adjustment]`, newest first. */
export function difficultyAdjustmentRows(
  chain: Chain,
  now: number,
  interval: HashrateInterval,
): DifficultyAdjustmentRow[] {
  const start = intervalStart(now, interval) ?? Number.NEGATIVE_INFINITY
  return difficultyAdjustments(chain)
    .filter((d) => d.time >= start && d.time <= now)
    .reverse()
    .map((d) => [d.time, d.height, d.difficulty, d.adjustment])
}
