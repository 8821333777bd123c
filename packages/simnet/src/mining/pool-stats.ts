import type {
  PoolStats as ClientPoolStats,
  RewardStats as ClientRewardStats,
  HashrateInterval,
  MiningPool,
  MiningPools,
  PoolListEntry,
} from '@outpoint/explorer-client'
import type { Chain } from '../chain/chain.js'
import { type Pool, pools } from '../chain/pools.js'
import type { BlockRecord } from '../chain/types.js'
import { auditScore } from './audit-score.js'
import { networkHashPs } from './hashrate.js'
import { intervalStart } from './intervals.js'

/**
 * mempool's database row id of a pool: its `poolId`, one more than its unique id in the recorded
 * responses (Foundry USA: row 112, unique id 111).
 */
const rowId = (pool: Pool) => pool.id + 1

/**
 * A pool's audit averages over `blocks` (its own), as PoolsRepository joins blocks_audits to them:
 * `AVG(match_rate)` rounded to two places, and `AVG((fees - expected_fees) / expected_fees)`, a DECIMAL
 * mempool sends as a string. AVG skips NULLs: a block never audited (the seeded history) counts in
 * neither, a block expected to pay nothing not in the delta; with none left, each is null.
 */
function auditAverages(chain: Chain, blocks: readonly BlockRecord[]) {
  let rates = 0
  let rated = 0
  let deltas = 0
  let counted = 0
  for (const block of blocks) {
    const score = auditScore(chain, block)
    if (!score) continue
    rates += score.matchRate
    rated++
    if (score.expectedFees > 0) {
      deltas += (block.fees - score.expectedFees) / score.expectedFees
      counted++
    }
  }
  return {
    matchRate: rated ? Math.round((rates / rated) * 100) / 100 : null,
    feeDelta: counted ? (deltas / counted).toFixed(8) : null,
  }
}

/** Blocks whose time is within the interval ending at `now` (MySQL `BETWEEN`: both ends included). */
function blocksWithin(chain: Chain, now: number, interval: HashrateInterval): BlockRecord[] {
  const start = intervalStart(now, interval) ?? Number.NEGATIVE_INFINITY
  return chain.blocks.filter((block) => block.time >= start && block.time <= now)
}

const poolById = (id: number) => pools.find((pool) => pool.id === id)

/** A pool of `/v1/mining/pools/:interval` as the wire carries it: the client's, with the fee delta unconverted. */
export interface PoolStats extends Omit<ClientPoolStats, 'avgFeeDelta'> {
  /** A decimal string (SQL AVG), which the client converts to a number. */
  avgFeeDelta: string | null
}

export interface PoolsStats extends Omit<MiningPools, 'pools'> {
  pools: PoolStats[]
}

/** `getnetworkhashps` over the blocks of the last 24 hours, 3 days and week, as mempool estimates it. */
function estimatedHashrates(chain: Chain, now: number) {
  const over = (interval: HashrateInterval) =>
    networkHashPs(chain, blocksWithin(chain, now, interval).length)
  return {
    lastEstimatedHashrate: over('24h'),
    lastEstimatedHashrate3d: over('3d'),
    lastEstimatedHashrate1w: over('1w'),
  }
}

/**
 * `/v1/mining/pools/:interval` as of `now`: blocks per pool in the interval, most first; empty blocks are
 * coinbase only.
 */
export function poolsStats(chain: Chain, now: number, interval: HashrateInterval): PoolsStats {
  const counts = new Map<number, { blocks: number; empty: number; mined: BlockRecord[] }>()
  const blocks = blocksWithin(chain, now, interval)
  for (const block of blocks) {
    const count = counts.get(block.pool.id) ?? { blocks: 0, empty: 0, mined: [] }
    count.blocks++
    count.mined.push(block)
    if (block.txids.length === 1) count.empty++
    counts.set(block.pool.id, count)
  }
  const ranked = [...counts.entries()]
    .map(([id, count]) => ({ pool: poolById(id), count }))
    .filter(
      (
        entry,
      ): entry is { pool: Pool; count: { blocks: number; empty: number; mined: BlockRecord[] } } =>
        Boolean(entry.pool),
    )
    .sort((a, b) => b.count.blocks - a.count.blocks || a.pool.id - b.pool.id)
  return {
    pools: ranked.map(({ pool, count }, i) => {
      const audits = auditAverages(chain, count.mined)
      return {
        poolId: rowId(pool),
        name: pool.name,
        link: pool.link,
        blockCount: count.blocks,
        rank: i + 1,
        emptyBlocks: count.empty,
        slug: pool.slug,
        avgMatchRate: audits.matchRate,
        avgFeeDelta: audits.feeDelta,
        poolUniqueId: pool.id,
      }
    }),
    blockCount: ranked.reduce((n, entry) => n + entry.count.blocks, 0),
    ...estimatedHashrates(chain, now),
  }
}

/** `/v1/mining/pool/:slug` as the wire carries it: the client's `MiningPool`, with the reward unconverted. */
export interface PoolDetail extends Omit<MiningPool, 'totalReward'> {
  /** Satoshis, as a decimal string (a SQL SUM); the number 0 when the pool has no block. */
  totalReward: string | 0
}

/** `/v1/mining/pools`: every pool mempool knows (`SELECT name, slug, unique_id FROM pools`). */
export function poolList(): PoolListEntry[] {
  return pools.map((pool) => ({ name: pool.name, slug: pool.slug, unique_id: pool.id }))
}

/** The pool of a slug, if there is one. */
export const poolBySlug = (slug: string | undefined): Pool | undefined =>
  pools.find((p) => p.slug === slug)

/** At most this many payout addresses are listed for a pool (the ones of its latest blocks). */
const maxAddresses = 10

/** `/v1/mining/pool/:slug` as of `now`, or undefined for a slug no pool has. */
export function poolDetail(chain: Chain, now: number, slug: string): PoolDetail | undefined {
  const pool = poolBySlug(slug)
  if (!pool) return undefined
  const all = chain.blocks
  const day = blocksWithin(chain, now, '24h')
  const week = blocksWithin(chain, now, '1w')
  const mine = (blocks: BlockRecord[]) => blocks.filter((b) => b.pool.id === pool.id)
  const ours = { all: mine(all), day: mine(day), week: mine(week) }
  const addresses: string[] = []
  // mempool lists no address on testnet and signet (its pool list holds mainnet addresses only).
  const listed = !['testnet', 'signet'].includes(chain.params.name)
  for (let i = ours.all.length - 1; listed && i >= 0 && addresses.length < maxAddresses; i--) {
    const coinbase = chain.txs.get((ours.all[i] as BlockRecord).txids[0] ?? '')
    const address = coinbase?.outputs.find((o) => o.address)?.address
    if (address && !addresses.includes(address)) addresses.push(address)
  }
  const share = (part: number, total: number) => (total ? part / total : null)
  const dayShare = share(ours.day.length, day.length)
  const reward = ours.all.reduce((n, b) => n + b.reward, 0)
  return {
    pool: {
      id: rowId(pool),
      name: pool.name,
      link: pool.link,
      addresses,
      regexes: pool.tag ? [pool.tag] : [],
      slug: pool.slug,
      unique_id: pool.id,
    },
    blockCount: { all: ours.all.length, '24h': ours.day.length, '1w': ours.week.length },
    blockShare: {
      all: share(ours.all.length, all.length),
      '24h': share(ours.day.length, day.length),
      '1w': share(ours.week.length, week.length),
    },
    estimatedHashrate: dayShare === null ? null : networkHashPs(chain, day.length) * dayShare,
    reportedHashrate: null,
    avgBlockHealth: auditAverages(chain, ours.all).matchRate,
    totalReward: reward ? String(reward) : 0,
  }
}

/** `/v1/mining/reward-stats/:blockCount` as the wire carries it: the client's, with the sums unconverted. */
export interface RewardStats
  extends Omit<ClientRewardStats, 'totalReward' | 'totalFee' | 'totalTx'> {
  /** Satoshis, decimal strings (SQL SUMs), as mempool sends them; the client converts them. */
  totalReward: string | null
  totalFee: string | null
  totalTx: string | null
}

/** `/v1/mining/reward-stats/:blockCount`: rewards, fees and transactions of the last `count` blocks. */
export function rewardStats(chain: Chain, count: number): RewardStats {
  const blocks = count > 0 ? chain.blocks.slice(-count) : []
  const first = blocks[0]
  const last = blocks.at(-1)
  if (!first || !last) {
    return { startBlock: null, endBlock: null, totalReward: null, totalFee: null, totalTx: null }
  }
  const sum = (value: (b: BlockRecord) => number) =>
    String(blocks.reduce((n, b) => n + value(b), 0))
  return {
    startBlock: first.height,
    endBlock: last.height,
    totalReward: sum((b) => b.reward),
    totalFee: sum((b) => b.fees),
    totalTx: sum((b) => b.txids.length),
  }
}
