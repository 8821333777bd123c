import {
  type BlockExtended,
  type ExplorerClient,
  getBlock,
  getBlockHash,
  getBlockTipHash,
  getDifficultyAdjustment,
  getHashrate,
  getMiningPools,
  getPrices,
  getStatistics,
  type HashrateInterval,
  InvalidParameterError,
  type StatisticsInterval,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SimChain } from '../src/chain/history.js'
import { bitcoinParams } from '../src/params.js'
import { blocksDown, clientFor, extrasOf, failure, poolOf } from './client-helpers.js'
import { fixture } from './fixtures.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'

// Mining and statistics endpoints through the explorer client, checked against figures recomputed here
// from the blocks the client reads (Core's getnetworkhashps, mempool's difficulty estimate).

let running: RunningSimnet
let sim: SimChain
let client: ExplorerClient<'main'>
let tip: BlockExtended
/** The latest 1,400 blocks (more than 8 days), newest first. */
let recent: BlockExtended[]

const day = 86_400

beforeAll(async () => {
  running = await startSimnet()
  sim = await running.simnet.bitcoin('main')
  client = clientFor(running.host)
  tip = await getBlock(client, { hash: await getBlockTipHash(client) })
  recent = await blocksDown(client, tip.height, 1400)
  if ((recent.at(-1)?.timestamp ?? 0) > tip.timestamp - 8 * day) {
    throw new Error('the latest 1,400 blocks do not span 8 days')
  }
}, 60_000)

afterAll(() => running.close())

/** The work of a block as Core counts it: 2^256 / (target + 1). */
function work(bits: number): bigint {
  const size = bits >>> 24
  const mantissa = BigInt(bits & 0x7fffff)
  const target = size <= 3 ? mantissa >> BigInt(8 * (3 - size)) : mantissa << BigInt(8 * (size - 3))
  return (1n << 256n) / (target + 1n)
}

/**
 * Core's getnetworkhashps over `lookup` blocks ending at `last` (newest-first `blocks`): their work over
 * the span of their timestamps and the one before them.
 */
function hashPs(blocks: BlockExtended[], last: number, lookup: number): number {
  const at = blocks.findIndex((b) => b.height === last)
  const window = blocks.slice(at, at + lookup + 1)
  if (at < 0 || window.length !== lookup + 1) throw new Error(`blocks below ${last} missing`)
  const times = window.map((b) => b.timestamp)
  const span = Math.max(...times) - Math.min(...times)
  return Number(window.slice(0, -1).reduce((n, b) => n + work(b.bits ?? 0), 0n)) / span
}

const within = (blocks: BlockExtended[], from: number, to: number) =>
  blocks.filter((b) => b.timestamp >= from && b.timestamp <= to)

const relative = (actual: number, expected: number) => Math.abs(actual / expected - 1)

async function json<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(client.baseUrl + path)
  const text = await response.text()
  return {
    status: response.status,
    body: (response.ok ? JSON.parse(text) : text) as T,
    headers: response.headers,
  }
}

async function blockAt(height: number, network: ExplorerClient = client): Promise<BlockExtended> {
  return getBlock(network, { hash: await getBlockHash(network, { height }) })
}

const difficulty = (block: BlockExtended) => block.difficulty ?? Number.NaN

const clamp = (change: number) => Math.min(300, Math.max(-75, change))

describe('difficulty adjustment, as mempool computes it from the epoch', () => {
  test('main, past the first quarter of the epoch: from the epoch start to the tip', async () => {
    const da = await getDifficultyAdjustment(client)
    const recorded = fixture('frontend-cypress/mainnet_mempoolInfo.json') as { da: object }
    expect(Object.keys(da).sort()).toEqual(Object.keys(recorded.da).sort())

    const height = tip.height
    const inEpoch = height % 2016
    expect(inEpoch).toBeGreaterThanOrEqual(503)
    const start = await blockAt(height - inEpoch)
    const previous = await blockAt(height - inEpoch - 2016)
    // "now" is the chain's clock: its tip's time.
    const now = tip.timestamp
    const elapsed = now - start.timestamp
    const timeAvg = Math.floor((elapsed / inEpoch) * 1000)
    expect(da).toMatchObject({
      remainingBlocks: 2016 - inEpoch,
      nextRetargetHeight: height - inEpoch + 2016,
      previousTime: start.timestamp,
      timeAvg,
      adjustedTimeAvg: timeAvg,
      remainingTime: (2016 - inEpoch) * timeAvg,
      estimatedRetargetDate: now * 1000 + (2016 - inEpoch) * timeAvg,
      timeOffset: 0,
    })
    expect(da.progressPercent).toBeCloseTo((inEpoch / 2016) * 100, 10)
    expect(da.expectedBlocks).toBeCloseTo(elapsed / 600, 10)
    expect(da.difficultyChange).toBeCloseTo(clamp((600 / (elapsed / (inEpoch + 1)) - 1) * 100), 10)
    expect(da.previousRetarget).toBeCloseTo((difficulty(start) / difficulty(previous) - 1) * 100, 2)
    // Units: milliseconds, except previousTime in seconds.
    expect(da.estimatedRetargetDate).toBeGreaterThan(now * 1000)
    expect(da.timeAvg).toBeGreaterThan(300_000)
    expect(da.timeAvg).toBeLessThan(1_200_000)
  })

  test('testnet, in the first quarter: the last 504 blocks, the old epoch scaled by its change', async () => {
    const testnet = clientFor(running.host, 'testnet')
    const da = await getDifficultyAdjustment(testnet)
    const [top] = await getBlocksFrom(testnet)
    const height = top.height
    const inEpoch = height % 2016
    expect(inEpoch).toBeLessThan(503)
    const start = await blockAt(height - inEpoch, testnet)
    const previous = await blockAt(height - inEpoch - 2016, testnet)
    const quarter = await blockAt(height - 503, testnet)
    const now = top.timestamp
    const elapsed = now - start.timestamp
    // A number on Bitcoin (null only on Liquid): NaN would fail every figure below.
    const retarget = da.previousRetarget ?? Number.NaN
    expect(retarget).toBeCloseTo((difficulty(start) / difficulty(previous) - 1) * 100, 2)
    const span = elapsed + (start.timestamp - quarter.timestamp) * (1 + retarget / 100)
    const adjustedTimeAvg = Math.floor((span / 503) * 1000)
    expect(da).toMatchObject({
      remainingBlocks: 2016 - inEpoch,
      previousTime: start.timestamp,
      timeAvg: Math.floor(Math.min(elapsed / inEpoch, 1200) * 1000),
      adjustedTimeAvg,
      remainingTime: (2016 - inEpoch) * adjustedTimeAvg,
      estimatedRetargetDate: now * 1000 + (2016 - inEpoch) * adjustedTimeAvg,
    })
    expect(da.difficultyChange).toBeCloseTo(clamp((600 / (span / 504) - 1) * 100), 8)
  })
})

async function getBlocksFrom(network: ExplorerClient): Promise<[BlockExtended]> {
  const top = await getBlock(network, { hash: await getBlockTipHash(network) })
  return [top]
}

describe('hashrate', () => {
  test('1w: a point per UTC midnight, getnetworkhashps over that day; adjustments of the week', async () => {
    const now = tip.timestamp
    const result = await getHashrate(client, { interval: '1w' })
    const midnights: number[] = []
    for (let t = Math.floor(now / day) * day; t >= now - 7 * day; t -= day) midnights.unshift(t)
    expect(result.hashrates.map((p) => p.timestamp)).toEqual(midnights)
    for (const point of result.hashrates) {
      const blocks = within(recent, point.timestamp - day, point.timestamp)
      const last = Math.max(...blocks.map((b) => b.height))
      expect(relative(point.avgHashrate, hashPs(recent, last, blocks.length))).toBeLessThan(1e-9)
    }
    expect(relative(result.currentHashrate, hashPs(recent, tip.height, 1008))).toBeLessThan(1e-9)
    expect(result.currentDifficulty).toBe(tip.difficulty)
    // Plausible for late 2025: around 1 ZH/s.
    expect(result.currentHashrate).toBeGreaterThan(5e20)
    expect(result.currentHashrate).toBeLessThan(2e21)

    const weekAdjustments = recent.filter((block, i) => {
      const before = recent[i + 1]
      return block.timestamp >= now - 7 * day && before !== undefined && before.bits !== block.bits
    })
    expect(result.difficulty.map((d) => d.height)).toEqual(
      weekAdjustments.map((b) => b.height).reverse(),
    )
    expect(result.difficulty.length).toBeGreaterThan(0)
  })

  test('all: every adjustment of the history, each at an epoch start, its change to 6 decimals', async () => {
    const all = await getHashrate(client, { interval: 'all' })
    // mempool registers no bare /v1/mining/hashrate: 404.
    expect((await json('v1/mining/hashrate')).status).toBe(404)
    const first = bitcoinParams.main.tipHeight - bitcoinParams.main.historyBlocks + 1
    const epochStarts: number[] = []
    for (let h = Math.ceil((first + 1) / 2016) * 2016; h <= tip.height; h += 2016)
      epochStarts.push(h)
    expect(all.difficulty.map((d) => d.height)).toEqual(epochStarts)
    for (const adjustment of all.difficulty) {
      const block = await blockAt(adjustment.height)
      const before = await blockAt(adjustment.height - 1)
      expect(adjustment).toEqual({
        time: block.timestamp,
        height: block.height,
        difficulty: block.difficulty,
        adjustment: Math.round((difficulty(block) / difficulty(before)) * 1e6) / 1e6,
      })
    }
    const firstBlock = await blockAt(first)
    expect(all.hashrates[0]?.timestamp).toBe(Math.floor(firstBlock.timestamp / day) * day + day)
    expect(all.hashrates.at(-1)?.timestamp).toBe(Math.floor(tip.timestamp / day) * day)
  })

  test('shorter intervals are the tail of longer ones, each within its span', async () => {
    const spans: [HashrateInterval, number][] = [
      ['24h', day],
      ['3d', 3 * day],
      ['1w', 7 * day],
      ['1m', 31 * day],
      ['3m', 92 * day],
    ]
    const all = await getHashrate(client, { interval: 'all' })
    let previous = 0
    for (const [interval, seconds] of spans) {
      const { hashrates } = await getHashrate(client, { interval })
      expect(hashrates.length).toBeGreaterThanOrEqual(previous)
      previous = hashrates.length
      expect(hashrates).toEqual(all.hashrates.slice(all.hashrates.length - hashrates.length))
      expect(hashrates.every((p) => p.timestamp >= tip.timestamp - seconds)).toBe(true)
    }
    expect((await getHashrate(client, { interval: '1y' })).hashrates).toEqual(all.hashrates)
  })

  test('X-total-count is the number of indexed blocks; an unknown interval reads as all', async () => {
    for (const path of ['v1/mining/hashrate/1m', 'v1/mining/pools/24h']) {
      const { headers } = await json(path)
      expect(headers.get('x-total-count')).toBe(String(bitcoinParams.main.historyBlocks))
    }
    const local = failure(getHashrate(client, { interval: '5y' as HashrateInterval }))
    expect(await local).toBeInstanceOf(InvalidParameterError)
    // mempool's getSqlInterval answers null for what it does not know (mempool.js sends `undefined`).
    const all = (await json('v1/mining/hashrate/all')).body
    for (const interval of ['5y', 'undefined']) {
      expect((await json(`v1/mining/hashrate/${interval}`)).body).toEqual(all)
    }
  })
})

describe('pools', () => {
  test('1w: blocks per pool in the last week, ranked, empty blocks counted, hashrate estimates', async () => {
    const now = tip.timestamp
    const result = await getMiningPools(client, { interval: '1w' })
    const week = within(recent, now - 7 * day, now)
    expect(result.blockCount).toBe(week.length)
    const counts: Record<string, number> = {}
    const empty: Record<string, number> = {}
    for (const block of week) {
      const slug = poolOf(block).slug
      counts[slug] = (counts[slug] ?? 0) + 1
      empty[slug] = (empty[slug] ?? 0) + (block.tx_count === 1 ? 1 : 0)
    }
    expect(Object.fromEntries(result.pools.map((p) => [p.slug, p.blockCount]))).toEqual(counts)
    expect(Object.fromEntries(result.pools.map((p) => [p.slug, p.emptyBlocks]))).toEqual(empty)
    expect(result.pools.map((p) => p.rank)).toEqual(result.pools.map((_, i) => i + 1))
    result.pools.slice(1).forEach((pool, i) => {
      expect(pool.blockCount).toBeLessThanOrEqual(result.pools[i]?.blockCount ?? 0)
    })
    for (const pool of result.pools) {
      const block = week.find((b) => poolOf(b).slug === pool.slug)
      expect(pool.poolUniqueId).toBe(block && poolOf(block).id)
      expect(pool.name).toBe(block && poolOf(block).name)
    }

    // The recorded response: same fields; the row id is one more than the unique id.
    const recorded = fixture('frontend-cypress/details_rbf/api_mining_pools_1w.json') as {
      pools: Record<string, number>[]
    }
    const keys = Object.keys(recorded.pools[0] ?? {}).sort()
    for (const pool of result.pools) expect(Object.keys(pool).sort()).toEqual(keys)
    for (const pool of [...recorded.pools, ...result.pools]) {
      expect(pool.poolId).toBe((pool.poolUniqueId ?? 0) + 1)
    }

    const estimate = (seconds: number) =>
      hashPs(recent, tip.height, within(recent, now - seconds, now).length)
    expect(relative(result.lastEstimatedHashrate, estimate(day))).toBeLessThan(1e-9)
    expect(relative(result.lastEstimatedHashrate3d ?? 0, estimate(3 * day))).toBeLessThan(1e-9)
    expect(relative(result.lastEstimatedHashrate1w ?? 0, estimate(7 * day))).toBeLessThan(1e-9)
  })

  test('empty blocks: a test network has coinbase-only blocks, counted per pool', async () => {
    const signet = clientFor(running.host, 'signet')
    const result = await getMiningPools(signet, { interval: 'all' })
    const chain = (await running.simnet.bitcoin('signet')).chain
    const empty: Record<string, number> = {}
    for (const block of chain.blocks) {
      empty[block.pool.slug] = (empty[block.pool.slug] ?? 0) + (block.txids.length === 1 ? 1 : 0)
    }
    expect(Object.fromEntries(result.pools.map((p) => [p.slug, p.emptyBlocks]))).toEqual(empty)
    expect(result.pools.reduce((n, p) => n + p.emptyBlocks, 0)).toBeGreaterThan(100)
    expect(result.blockCount).toBe(chain.blocks.length)
  })

  test('all: every block of the history, shares close to the pools real weights', async () => {
    const result = await getMiningPools(client, { interval: 'all' })
    expect(result.blockCount).toBe(bitcoinParams.main.historyBlocks)
    expect(result.pools[0]?.slug).toBe('foundryusa')
    const share = (result.pools[0]?.blockCount ?? 0) / result.blockCount
    expect(share).toBeGreaterThan(0.28)
    expect(share).toBeLessThan(0.35)
  })

  test('one pool: its counts and shares as the rankings give them, rewards, 404 for no pool', async () => {
    const { status, body } = await json<{
      pool: { id: number; unique_id: number; slug: string; addresses: string[] }
      blockCount: Record<'all' | '24h' | '1w', number>
      blockShare: Record<'all' | '24h' | '1w', number | null>
      estimatedHashrate: number
      totalReward: string
    }>('v1/mining/pool/foundryusa')
    expect(status).toBe(200)
    expect(body.pool).toMatchObject({ id: 112, unique_id: 111, slug: 'foundryusa' })
    for (const interval of ['all', '24h', '1w'] as const) {
      const ranking = await getMiningPools(client, { interval })
      const count = ranking.pools.find((p) => p.slug === 'foundryusa')?.blockCount ?? 0
      expect(body.blockCount[interval]).toBe(count)
      expect(body.blockShare[interval]).toBeCloseTo(count / ranking.blockCount, 12)
      if (interval === '24h') {
        expect(
          relative(
            body.estimatedHashrate,
            ranking.lastEstimatedHashrate * (count / ranking.blockCount),
          ),
        ).toBeLessThan(1e-9)
      }
    }
    const rewards = sim.chain.blocks
      .filter((b) => b.pool.slug === 'foundryusa')
      .map((b) => b.reward)
    expect(body.totalReward).toBe(String(rewards.reduce((n, r) => n + r, 0)))
    const latest = recent.find((b) => poolOf(b).slug === 'foundryusa')
    expect(body.pool.addresses[0]).toBe(latest && extrasOf(latest).coinbaseAddress)

    expect(await json('v1/mining/pool/nosuchpool')).toMatchObject({
      status: 404,
      body: 'This mining pool does not exist',
    })
  })

  test('reward stats of the last 100 blocks; the sums as decimal strings', async () => {
    const last = recent.slice(0, 100)
    const sum = (value: (b: BlockExtended) => number) =>
      String(last.reduce((n, b) => n + value(b), 0))
    expect((await json('v1/mining/reward-stats/100')).body).toEqual({
      startBlock: tip.height - 99,
      endBlock: tip.height,
      totalReward: sum((b) => extrasOf(b).reward),
      totalFee: sum((b) => extrasOf(b).totalFees),
      totalTx: sum((b) => b.tx_count),
    })
    // mempool parseInts the count: NaN fails in SQL (LIMIT NaN), a 500, not a 400.
    expect((await json('v1/mining/reward-stats/lots')).status).toBe(500)
  })
})

/** The fee bands of mempool's statistics rows, sat/vB. */
const bands = [
  0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250,
  300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
]

/** Φ, the standard normal distribution function, by numerical integration (Simpson, fine enough). */
function phi(z: number): number {
  if (z < -9) return 0
  const steps = 2000
  const from = -9
  const h = (z - from) / steps
  const f = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)
  let sum = f(from) + f(z)
  for (let i = 1; i < steps; i++) sum += f(from + i * h) * (i % 2 ? 4 : 2)
  return (sum * h) / 3
}

/** vsize shares per band for log-normal fee rates (median, spread), rates under 1 sat/vB paying 1. */
function logNormalShares(median: number, spread: number): number[] {
  const below = (rate: number) => (rate <= 1 ? 0 : phi(Math.log(rate / median) / spread))
  return bands.map((low, i) => {
    const high = bands[i + 1]
    return (high === undefined ? 1 : below(high)) - below(low)
  })
}

describe('mempool statistics', () => {
  const steps: [StatisticsInterval, number, number][] = [
    ['2h', 60, 2 * 3600],
    ['24h', 60, day],
    ['1w', 300, 7 * day],
    ['1m', 1800, 31 * day],
    ['3m', 7200, 92 * day],
    ['6m', 10_800, 184 * day],
    ['1y', 28_800, 366 * day],
    ['2y', 28_800, 731 * day],
    ['3y', 43_200, 1096 * day],
    ['4y', 43_200, 1461 * day],
    ['all', 43_200, 5 * 366 * day],
  ]

  test.each(steps)(
    '%s: a row every %i s back from the tip, 39 fee bands that add up',
    async (interval, step, span) => {
      const rows = await getStatistics(client, { interval })
      const now = tip.timestamp
      expect(rows[0]?.added).toBe(Math.floor(now / step) * step)
      expect(rows.length).toBeGreaterThan(Math.floor((span * 0.95) / step))
      expect(rows.length).toBeLessThanOrEqual(Math.floor(span / step) + 1)
      // mempool's averaging queries (a week and more) select neither the weight nor the total fee.
      const recorded = interval === '2h' || interval === '24h'
      rows.forEach((row, i) => {
        expect(Object.keys(row).sort()).toEqual(
          recorded
            ? [
                'added',
                'count',
                'mempool_byte_weight',
                'min_fee',
                'total_fee',
                'vbytes_per_second',
                'vsizes',
              ]
            : ['added', 'count', 'min_fee', 'vbytes_per_second', 'vsizes'],
        )
        if (i > 0) expect(row.added).toBe((rows[i - 1]?.added as number) - step)
        expect(row.vsizes).toHaveLength(39)
        // Nothing pays less than simnet's 1 sat/vB floor.
        expect(row.vsizes[0]).toBe(0)
        expect(row.min_fee).toBe(1)
        const vsize = row.vsizes.reduce((n, v) => n + v, 0)
        if (recorded) expect(row.mempool_byte_weight).toBe(vsize * 4)
        // The newest row is the mempool now: empty on this still chain.
        if (i > 0) expect(row.count).toBeGreaterThan(0)
        expect(row.vbytes_per_second).toBeGreaterThan(0)
        const low = row.vsizes.reduce((n, v, b) => n + v * (bands[b] ?? 0), 0)
        const high = row.vsizes.reduce((n, v, b) => n + v * (bands[b + 1] ?? 3000), 0)
        if (recorded) expect(row.total_fee ?? 0).toBeGreaterThanOrEqual(low - 1)
        if (recorded) expect(row.total_fee ?? 0).toBeLessThanOrEqual(high + 1)
      })
      expect(await getStatistics(client, { interval })).toEqual(rows)
    },
  )

  test('the fee bands: log-normal around the median fee rate of the blocks mined within 3 hours', async () => {
    const rows = await getStatistics(client, { interval: '24h' })
    // Not the newest row: that one is the mempool now (empty on this still chain), and the model's
    // rows lean to it (by e^(-age / 3 h)), which keeps their shares when it is empty.
    for (const row of [rows[30], rows[360], rows[1000]]) {
      const t = Number(row?.added)
      const near = within(recent, t - 3 * 3600, t + 3 * 3600).filter(
        (b) => extrasOf(b).medianFee > 0,
      )
      expect(near.length).toBeGreaterThan(10)
      const median = Math.exp(
        near.reduce((n, b) => n + Math.log(extrasOf(b).medianFee), 0) / near.length,
      )
      const vsizes = row?.vsizes ?? []
      const total = vsizes.reduce((n, v) => n + v, 0)
      const expected = logNormalShares(median, 0.9)
      vsizes.forEach((vsize, band) => {
        expect(Math.abs(vsize / total - (expected[band] ?? 0))).toBeLessThan(1e-4)
      })
    }
  })

  test('deterministic from the seed: the same rows for seed 1 again, others for seed 2', async () => {
    const [again, other] = await Promise.all([startSimnet({ seed: 1 }), startSimnet({ seed: 2 })])
    try {
      const rows = (host: string) => getStatistics(clientFor(host, 'regtest'), { interval: '1w' })
      const mine = await rows(running.host)
      expect(await rows(again.host)).toEqual(mine)
      const others = await rows(other.host)
      expect(others.map((r) => r.added)).toEqual(mine.map((r) => r.added))
      expect(others.map((r) => r.vsizes)).not.toEqual(mine.map((r) => r.vsizes))
    } finally {
      await Promise.all([again.close(), other.close()])
    }
  })

  test('an interval mempool does not route: 404', async () => {
    expect((await json('v1/statistics/5y')).status).toBe(404)
  })
})

test('prices: every currency mempool quotes, at the chain clock', async () => {
  const prices = await getPrices(client)
  const recorded = fixture('frontend-cypress/mainnet_mempoolInfo.json') as { conversions: object }
  expect(Object.keys(prices).sort()).toEqual(Object.keys(recorded.conversions).sort())
  expect(prices.time).toBe(tip.timestamp)
  expect(prices.USD).toBeGreaterThan(10_000)
  expect(prices.USD).toBeLessThan(1_000_000)
  for (const value of Object.values(prices)) expect(value).toBeGreaterThan(0)
})
