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
import { getDifficultyAdjustment, getHashrate, getMiningPools, getPrices } from './mining.js'

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
    expect(pools).toEqual(
      recorded<MiningPools>('frontend-cypress/details_rbf/api_mining_pools_1w.json'),
    )
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
      server.route(`GET /api/v1/mining/pools/${interval}`, json({ pools: [], blockCount: 0 }))
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
})
