import {
  type ExplorerClient,
  getDifficultyAdjustments,
  getHashrate,
  getHistoricalPrice,
  getMiningPool,
  getPoolBlocks,
  getPoolHashrate,
  getPoolsHashrate,
  getPrices,
  getRewardStats,
  HttpRequestError,
  listPools,
  NotFoundError,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SimChain } from '../src/chain/history.js'
import type { BlockRecord } from '../src/chain/types.js'
import { clientFor, failure } from './client-helpers.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'

// The pool, price and adjustment routes of section 3 through the explorer client, checked against
// figures recomputed here from simnet's own chain.

let running: RunningSimnet
let sim: SimChain
let client: ExplorerClient<'main'>

const week = 7 * 86_400

beforeAll(async () => {
  running = await startSimnet()
  sim = await running.simnet.bitcoin('main')
  // Generated here, not by the testnet test's first request: on a loaded machine the generation took
  // longer than the client's request timeout (a TimeoutError, not the 400 the test is about).
  await running.simnet.bitcoin('testnet')
  client = clientFor(running.host)
}, 60_000)

afterAll(() => running.close())

const get = (path: string) => fetch(`http://${running.host}/api/${path}`)
const foundry = () => sim.chain.blocks.filter((b) => b.pool.slug === 'foundryusa')

describe('pools', () => {
  test('the list holds every pool that mined, with its unique id', async () => {
    const list = await listPools(client)
    for (const block of sim.chain.blocks.slice(-200)) {
      expect(list).toContainEqual({
        name: block.pool.name,
        slug: block.pool.slug,
        unique_id: block.pool.id,
      })
    }
  })

  test("a pool's 100 latest blocks, newest first, and the 100 below a height", async () => {
    const mine = foundry().reverse()
    const latest = await getPoolBlocks(client, { slug: 'foundryusa' })
    expect(latest.map((b) => b.height)).toEqual(mine.slice(0, 100).map((b) => b.height))
    expect(latest[0]).not.toHaveProperty('stale')
    expect(latest[0]?.extras?.pool).toMatchObject({ id: 111, slug: 'foundryusa' })
    const below = mine[150]?.height ?? 0
    const older = await getPoolBlocks(client, { slug: 'foundryusa', height: below })
    expect(older.map((b) => b.height)).toEqual(
      mine
        .filter((b) => b.height < below)
        .slice(0, 100)
        .map((b) => b.height),
    )
    expect(await failure(getPoolBlocks(client, { slug: 'nosuchpool' }))).toBeInstanceOf(
      NotFoundError,
    )
    // mempool.js sends a missing height as `undefined`: parseInt makes NaN, which fails in SQL.
    expect((await get('v1/mining/pool/foundryusa/blocks/undefined')).status).toBe(500)
  })

  test("a pool's weekly hashrate: Monday weeks, its share of each week's blocks", async () => {
    const points = await getPoolHashrate(client, { slug: 'foundryusa' })
    expect(points.length).toBeGreaterThan(1)
    for (const point of points) {
      expect(((point.timestamp / 86_400 + 3) % 7) * 86_400).toBe(0)
      const inWeek = (b: BlockRecord) =>
        b.time >= point.timestamp - week && b.time <= point.timestamp
      const all = sim.chain.blocks.filter(inWeek)
      expect(point.share).toBeCloseTo(foundry().filter(inWeek).length / all.length, 12)
      expect(point.poolName).toBe('Foundry USA')
    }
    const times = points.map((p) => p.timestamp)
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  test("the week's pools' hashrates: by week, then by the last week's rank", async () => {
    const points = await getPoolsHashrate(client, { interval: 'all' })
    const weeks = [...new Set(points.map((p) => p.timestamp))]
    expect(weeks).toEqual([...weeks].sort((a, b) => a - b))
    expect(weeks.length).toBeGreaterThan(1)
    const latest = points.filter((p) => p.timestamp === weeks.at(-1))
    expect(latest[0]?.poolName).toBe('Foundry USA')
    const shares = latest.reduce((n, p) => n + p.share, 0)
    expect(shares).toBeGreaterThan(0.9)
    expect(shares).toBeLessThanOrEqual(1 + 1e-9)
  })

  test('pool totals: the reward sum and the reward stats as numbers', async () => {
    const pool = await getMiningPool(client, { slug: 'foundryusa' })
    expect(pool.totalReward).toBe(foundry().reduce((n, b) => n + b.reward, 0))
    const last = sim.chain.blocks.slice(-10)
    expect(await getRewardStats(client, { blockCount: 10 })).toEqual({
      startBlock: last[0]?.height,
      endBlock: last.at(-1)?.height,
      totalReward: last.reduce((n, b) => n + b.reward, 0),
      totalFee: last.reduce((n, b) => n + b.fees, 0),
      totalTx: last.reduce((n, b) => n + b.txids.length, 0),
    })
  })
})

test('difficulty adjustments: the hashrate history rows, newest first, as tuples', async () => {
  const rows = await getDifficultyAdjustments(client)
  const { difficulty } = await getHashrate(client, { interval: 'all' })
  expect(rows.length).toBeGreaterThan(0)
  expect(rows).toEqual(
    [...difficulty].reverse().map((d) => [d.time, d.height, d.difficulty, d.adjustment]),
  )
  expect(await getDifficultyAdjustments(client, { interval: '24h' })).toEqual(
    rows.filter(([time]) => time >= sim.chain.tip.time - 86_400),
  )
})

describe('prices', () => {
  test('history: hourly rows newest first (daily before the chain); one row before a timestamp; one currency', async () => {
    const all = await getHistoricalPrice(client)
    const times = all.prices.map((p) => p.time)
    expect(times.length).toBeGreaterThan(24)
    expect(times.slice(1, 24).every((t, i) => (times[i] ?? 0) - t === 3600)).toBe(true)
    expect(times.slice(1).every((t, i) => t < (times[i] ?? 0))).toBe(true)
    // The history moves: not one price repeated.
    expect(new Set(all.prices.map((p) => p.USD)).size).toBeGreaterThan(10)
    const latest = await getPrices(client)
    expect(all.prices[0]).toMatchObject({ USD: latest.USD, EUR: latest.EUR })
    expect(all.exchangeRates.USDEUR).toBe(Math.round((latest.EUR / latest.USD) * 100) / 100)

    const at = (times[5] ?? 0) + 1
    const one = await getHistoricalPrice(client, { currency: 'EUR', timestamp: at })
    expect(one.prices).toEqual([
      { time: times[5], EUR: all.prices[5]?.EUR, USD: all.prices[5]?.USD },
    ])
    const before = await getHistoricalPrice(client, { currency: 'JPY', timestamp: 1_000_000 })
    expect(before.prices).toEqual([{ time: 1279497600, JPY: 0, USD: 0 }])
    // A currency mempool does not quote: null, which Express sends as an empty body.
    const unknown = await get('v1/historical-price?currency=XYZ')
    expect([unknown.status, await unknown.text()]).toEqual([200, ''])
  })

  test('testnet: no price feed, so no history (400) and the empty latest prices', async () => {
    const testnet = clientFor(running.host, 'testnet')
    const refused = await failure(getHistoricalPrice(testnet))
    expect(refused).toBeInstanceOf(HttpRequestError)
    expect(refused).toMatchObject({ status: 400 })
    expect(await getPrices(testnet)).toEqual({
      time: 0,
      USD: -1,
      EUR: -1,
      GBP: -1,
      CAD: -1,
      CHF: -1,
      AUD: -1,
      JPY: -1,
    })
    const pool = await getMiningPool(testnet, { slug: 'foundryusa' })
    expect(pool.pool.addresses).toEqual([])
  })
})
