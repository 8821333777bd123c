import { describe, expect, it } from 'vitest'
import { fixtureText } from '../../test/fixtures.js'
import {
  expectInvalid,
  mainClient,
  recorded,
  recordedKey,
  serverPerTest,
} from '../../test/helpers.js'
import { json } from '../../test/http-server.js'
import {
  type DifficultyAdjustment,
  type Hashrates,
  hashrateIntervals,
  type MempoolStatistic,
  type MiningPools,
  type Prices,
  statisticsIntervals,
} from '../wire/mining.js'
import { getStatistics } from './mempool.js'
import {
  getDifficultyAdjustment,
  getDifficultyAdjustments,
  getHashrate,
  getHistoricalPrice,
  getMiningPools,
  getPrices,
  getRewardStats,
} from './mining.js'
import { getMiningPool, getPoolBlocks } from './pools.js'

const serve = serverPerTest()
const INIT = 'frontend-cypress/mainnet_mempoolInfo.json'

/** Contract §3.6: `difficulty[]` entries carry `time` (what the backend sends), not `timestamp`. */
const hashrates: Hashrates = {
  hashrates: [
    { timestamp: 1711238400, avgHashrate: 6.062e20 },
    { timestamp: 1711324800, avgHashrate: 6.153e20 },
  ],
  difficulty: [
    { time: 1711619463, height: 836640, difficulty: 83126997340024.61, adjustment: 0.99022 },
  ],
  currentHashrate: 6.4e20,
  currentDifficulty: 83126997340024.61,
}

describe('mining', () => {
  it('getDifficultyAdjustment GETs /v1/difficulty-adjustment and returns the recorded da', async () => {
    const da = recordedKey<DifficultyAdjustment>(INIT, 'da')
    const server = await serve({ 'GET /api/v1/difficulty-adjustment': json(da) })
    const result = await getDifficultyAdjustment(mainClient(server))
    expect(result).toEqual(da)
    expect(result.nextRetargetHeight).toBe(838656)
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/difficulty-adjustment'])
  })

  it('getHashrate GETs /v1/mining/hashrate/:interval', async () => {
    const server = await serve({ 'GET /api/v1/mining/hashrate/3m': json(hashrates) })
    expect(await getHashrate(mainClient(server), { interval: '3m' })).toEqual(hashrates)
    expect(server.requests[0]?.url).toBe('/api/v1/mining/hashrate/3m')
  })

  it('getMiningPools GETs /v1/mining/pools/:interval and returns the recorded pools', async () => {
    const body = fixtureText('frontend-cypress/details_rbf/api_mining_pools_1w.json')
    const server = await serve({ 'GET /api/v1/mining/pools/1w': { body } })
    const pools = await getMiningPools(mainClient(server), { interval: '1w' })
    const wire = recorded<MiningPools>('frontend-cypress/details_rbf/api_mining_pools_1w.json')
    // mempool sends avgFeeDelta as a SQL DECIMAL string ("-0.01971455"): the client hands on a number.
    expect(pools).toEqual({
      ...wire,
      pools: wire.pools.map((p) => ({ ...p, avgFeeDelta: Number(p.avgFeeDelta) })),
    })
    expect(pools.pools[0]?.avgFeeDelta).toBe(-0.01971455)
    expect(pools.blockCount).toBe(1024)
    expect(pools.pools[0]?.slug).toBe('foundryusa')
    expect(server.requests[0]?.url).toBe('/api/v1/mining/pools/1w')
  })

  it('getStatistics GETs /v1/statistics/:interval and returns the rows', async () => {
    // The recorded row is the websocket's (an ISO date); the REST history sends UNIX_TIMESTAMP(added).
    const { added, ...recorded } = recordedKey<MempoolStatistic>(
      'frontend-cypress/mainnet_live2hchart.json',
      'live-2h-chart',
    )
    const row = { ...recorded, added: Date.parse(String(added)) / 1000 }
    const server = await serve({ 'GET /api/v1/statistics/2h': json([row]) })
    const rows = await getStatistics(mainClient(server), { interval: '2h' })
    expect(rows).toEqual([row])
    expect(rows[0]?.vsizes).toHaveLength(38)
    expect(server.requests[0]?.url).toBe('/api/v1/statistics/2h')
  })

  it('getPrices GETs /v1/prices and returns the recorded conversions', async () => {
    const prices = recordedKey<Prices>(INIT, 'conversions')
    const server = await serve({ 'GET /api/v1/prices': json(prices) })
    expect(await getPrices(mainClient(server))).toEqual(prices)
    expect(server.requests[0]?.url).toBe('/api/v1/prices')
  })

  it('accepts every documented interval', async () => {
    const server = await serve()
    for (const interval of hashrateIntervals)
      server.route(
        `GET /api/v1/mining/pools/${interval}`,
        json({ pools: [], blockCount: 0, lastEstimatedHashrate: 0 }),
      )
    for (const interval of statisticsIntervals)
      server.route(`GET /api/v1/statistics/${interval}`, json([]))
    const client = mainClient(server)
    for (const interval of hashrateIntervals) await getMiningPools(client, { interval })
    for (const interval of statisticsIntervals) await getStatistics(client, { interval })
    expect(server.requests).toHaveLength(hashrateIntervals.length + statisticsIntervals.length)
  })

  it('refuses unknown intervals before any request, listing the valid ones', async () => {
    const server = await serve()
    const client = mainClient(server)
    const bad = '5y' as '1y'
    const hash = await expectInvalid(() => getHashrate(client, { interval: bad }), 'interval', bad)
    expect(hash.message).toContain('one of 24h, 3d, 1w, 1m, 3m, 6m, 1y, 2y, 3y, 4y, all')
    await expectInvalid(() => getMiningPools(client, { interval: bad }), 'interval', bad)
    const stats = await expectInvalid(
      () => getStatistics(client, { interval: '3d' as '2h' }),
      'interval',
      '3d',
    )
    expect(stats.message).toContain('one of 2h, 24h')
    expect(server.requests).toHaveLength(0)
  })

  it('converts the SQL sums of a pool and of reward-stats to numbers', async () => {
    const server = await serve({
      'GET /api/v1/mining/pool/foundryusa': json({
        pool: {
          id: 112,
          name: 'Foundry USA',
          link: 'https://foundrydigital.com',
          addresses: [],
          regexes: ['Foundry USA Pool'],
          slug: 'foundryusa',
          unique_id: 111,
        },
        blockCount: { all: 3, '24h': 0, '1w': 1 },
        blockShare: { all: 0.3, '24h': null, '1w': 0.1 },
        estimatedHashrate: null,
        reportedHashrate: null,
        avgBlockHealth: null,
        totalReward: '1875000000',
      }),
      'GET /api/v1/mining/reward-stats/144': json({
        startBlock: 1,
        endBlock: 144,
        totalReward: '45000000000',
        totalFee: '12345',
        totalTx: '300',
      }),
    })
    const client = mainClient(server)
    const pool = await getMiningPool(client, { slug: 'foundryusa' })
    expect(pool.totalReward).toBe(1_875_000_000)
    expect(pool.blockShare['24h']).toBeNull()
    expect(await getRewardStats(client, { blockCount: 144 })).toEqual({
      startBlock: 1,
      endBlock: 144,
      totalReward: 45_000_000_000,
      totalFee: 12_345,
      totalTx: 300,
    })
  })

  it('asks for pool blocks below a height, adjustments without an interval, prices by query', async () => {
    const server = await serve({
      'GET /api/v1/mining/pool/foundryusa/blocks/800000': json([]),
      'GET /api/v1/mining/pool/foundryusa/blocks': json([]),
      'GET /api/v1/mining/difficulty-adjustments': json([[1711619463, 836640, 8.3e13, 0.99]]),
      'GET /api/v1/historical-price?currency=EUR&timestamp=1711852806': json({
        prices: [],
        exchangeRates: {},
      }),
    })
    const client = mainClient(server)
    await getPoolBlocks(client, { slug: 'foundryusa', height: 800000 })
    await getPoolBlocks(client, { slug: 'foundryusa' })
    expect(await getDifficultyAdjustments(client)).toEqual([[1711619463, 836640, 8.3e13, 0.99]])
    await getHistoricalPrice(client, { currency: 'EUR', timestamp: 1711852806 })
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/mining/pool/foundryusa/blocks/800000',
      '/api/v1/mining/pool/foundryusa/blocks',
      '/api/v1/mining/difficulty-adjustments',
      '/api/v1/historical-price?currency=EUR&timestamp=1711852806',
    ])
  })

  it('refuses a difficulty adjustment row that is not four numbers', async () => {
    for (const row of [[1711619463, 836640, 8.3e13], [1711619463, '836640', 8.3e13, 0.99], {}]) {
      const server = await serve({ 'GET /api/v1/mining/difficulty-adjustments/1y': json([row]) })
      await expect(
        getDifficultyAdjustments(mainClient(server), { interval: '1y' }),
      ).rejects.toThrow('[0]: expected [time, height, difficulty, adjustment]')
    }
  })

  it('refuses a pool slug or a currency the service does not have, before any request', async () => {
    const server = await serve()
    const client = mainClient(server)
    await expectInvalid(() => getMiningPool(client, { slug: '../blocks' }), 'slug', '../blocks')
    await expectInvalid(
      () => getHistoricalPrice(client, { currency: 'XYZ' as 'EUR' }),
      'currency',
      'XYZ',
    )
    expect(server.requests).toHaveLength(0)
  })
})
