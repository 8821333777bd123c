import type { HashrateInterval } from '@outpoint/explorer-client'
import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { difficultyAdjustment } from '../mining/difficulty-adjustment.js'
import { dailyHashrates, difficultyAdjustments, networkHashPs } from '../mining/hashrate.js'
import { intervalStart, isMiningInterval, isStatisticsInterval } from '../mining/intervals.js'
import {
  difficultyAdjustmentRows,
  poolBlocks,
  poolHashrate,
  poolsHashrate,
} from '../mining/pool-history.js'
import { poolBySlug, poolDetail, poolList, poolsStats, rewardStats } from '../mining/pool-stats.js'
import { historicalPrices, noPrices, pricelessNetworks, prices } from '../mining/prices.js'
import { statistics } from '../mining/statistics.js'
import { HttpError, type Router } from './router.js'

// "Now" for every figure here is the chain's clock (the live simulation's time, or its tip's time when
// not live), where mempool's backend reads the wall clock: simnet's history ends at its own tip time.

/**
 * A mining interval parameter. mempool reads an absent or unknown one (mempool.js's literal `undefined`
 * included) as all blocks (`common.ts` getSqlInterval answers null): no 400.
 */
function miningInterval(value: string | undefined): HashrateInterval {
  return isMiningInterval(value) ? value : 'all'
}

/** The pool of a slug; 404 with mempool's message otherwise. */
function pool(slug: string | undefined) {
  const found = poolBySlug(slug)
  if (!found) throw new HttpError(404, 'This mining pool does not exist')
  return found
}

/**
 * mempool's `parseInt` of a number in the path: a text that does not start with digits (mempool.js's
 * literal `undefined`) is NaN, which reaches SQL as `NaN` and fails there: 500 with the route's message.
 */
function parsedInt(value: string | undefined, failure: string): number {
  const parsed = Number.parseInt(value ?? '', 10)
  if (Number.isNaN(parsed) || parsed < 0) throw new HttpError(500, failure)
  return parsed
}

/** mempool sends the number of indexed blocks with its mining charts. */
const totalCount = (sim: SimChain) => ({ 'x-total-count': String(sim.chain.blocks.length) })

/** Whether `time` is within the interval that ends at `now`. */
const within = (time: number, now: number, interval: HashrateInterval) =>
  time <= now && time >= (intervalStart(now, interval) ?? Number.NEGATIVE_INFINITY)

/**
 * Difficulty, hashrate, pools, reward, mempool statistics and price routes of mempool's backend. As there,
 * `/v1/mining/hashrate` needs its interval (a bare one is a 404; an unknown one reads as all).
 */
export function miningRoutes(router: Router<SimChain>): Router<SimChain> {
  return router
    .get('/v1/difficulty-adjustment', ({ state }) => ({
      json: difficultyAdjustment(state.chain, chainTime(state)),
    }))
    .get('/v1/mining/hashrate/:interval', ({ state, params }) => {
      const interval = miningInterval(params.interval)
      const chain = state.chain
      const now = chainTime(state)
      return {
        headers: totalCount(state),
        json: {
          hashrates: dailyHashrates(chain, now).filter((p) => within(p.timestamp, now, interval)),
          difficulty: difficultyAdjustments(chain).filter((d) => within(d.time, now, interval)),
          // mining-routes.ts $getHistoricalHashrate: getnetworkhashps over the last 1,008 blocks.
          currentHashrate: networkHashPs(chain, 1008),
          currentDifficulty: chain.tip.difficulty,
        },
      }
    })
    .get('/v1/mining/pools/:interval', ({ state, params }) => ({
      headers: totalCount(state),
      json: poolsStats(state.chain, chainTime(state), miningInterval(params.interval)),
    }))
    .get('/v1/mining/pools', () => {
      const list = poolList()
      return { headers: { 'x-total-count': String(list.length) }, json: list }
    })
    .get('/v1/mining/pool/:slug', ({ state, params }) => {
      const detail = poolDetail(state.chain, chainTime(state), params.slug ?? '')
      if (!detail) throw new HttpError(404, 'This mining pool does not exist')
      return { json: detail }
    })
    .get('/v1/mining/pool/:slug/blocks/:height?', ({ state, params }) => {
      const found = pool(params.slug)
      const below =
        params.height === undefined
          ? undefined
          : parsedInt(params.height, 'Failed to get blocks for pool')
      return { json: poolBlocks(state.chain, found, below) }
    })
    .get('/v1/mining/pool/:slug/hashrate', ({ state, params }) => ({
      headers: totalCount(state),
      json: poolHashrate(state.chain, chainTime(state), pool(params.slug)),
    }))
    .get('/v1/mining/hashrate/pools/:interval', ({ state, params }) => ({
      headers: totalCount(state),
      json: poolsHashrate(state.chain, chainTime(state), miningInterval(params.interval)),
    }))
    .get('/v1/mining/difficulty-adjustments/:interval?', ({ state, params }) => ({
      json: difficultyAdjustmentRows(
        state.chain,
        chainTime(state),
        miningInterval(params.interval),
      ),
    }))
    .get('/v1/mining/reward-stats/:blockCount', ({ state, params }) => ({
      json: rewardStats(state.chain, parsedInt(params.blockCount, 'Failed to get reward stats')),
    }))
    .get('/v1/statistics/:interval', ({ state, params }) => {
      // mempool routes each interval on its own: another one is an unknown endpoint.
      if (!isStatisticsInterval(params.interval)) {
        throw new HttpError(404, `endpoint does not exist "/v1/statistics/${params.interval}"`)
      }
      return { json: statistics(state.chain, chainTime(state), params.interval) }
    })
    .get('/v1/prices', ({ state }) => ({
      json: pricelessNetworks.includes(state.chain.params.name)
        ? noPrices()
        : prices(chainTime(state)),
    }))
    .get('/v1/historical-price', ({ state, query }) => {
      if (pricelessNetworks.includes(state.chain.params.name)) {
        throw new HttpError(400, 'Prices are not available on testnets.')
      }
      const timestamp = Number.parseInt(query.get('timestamp') ?? '', 10) || 0
      const from = state.chain.blocks[0]?.time ?? chainTime(state)
      const answer = historicalPrices(
        from,
        chainTime(state),
        query.get('currency') ?? undefined,
        timestamp,
      )
      // mempool sends null (Express: an empty body) for a currency it does not quote.
      return answer ? { json: answer } : { text: '' }
    })
}
