import type { HashrateInterval } from '@outpoint/explorer-client'
import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { difficultyAdjustment } from '../mining/difficulty-adjustment.js'
import { dailyHashrates, difficultyAdjustments, networkHashPs } from '../mining/hashrate.js'
import { intervalStart, isMiningInterval, isStatisticsInterval } from '../mining/intervals.js'
import { poolDetail, poolsStats, rewardStats } from '../mining/pool-stats.js'
import { prices } from '../mining/prices.js'
import { statistics } from '../mining/statistics.js'
import { integer } from './checks.js'
import { HttpError, type Router } from './router.js'

// "Now" for every figure here is the chain's clock (the live simulation's time, or its tip's time when
// not live), where mempool's backend reads the wall clock: simnet's history ends at its own tip time.

/** A mining interval parameter (`all` when absent); 400 otherwise. mempool itself reads unknown ones as `all`. */
function miningInterval(value: string | undefined): HashrateInterval {
  if (value === undefined) return 'all'
  if (!isMiningInterval(value)) throw new HttpError(400, `Invalid interval "${value}"`)
  return value
}

/** mempool sends the number of indexed blocks with its mining charts. */
const totalCount = (sim: SimChain) => ({ 'x-total-count': String(sim.chain.blocks.length) })

/** Whether `time` is within the interval that ends at `now`. */
const within = (time: number, now: number, interval: HashrateInterval) =>
  time <= now && time >= (intervalStart(now, interval) ?? Number.NEGATIVE_INFINITY)

/** Difficulty, hashrate, pools, reward, mempool statistics and price routes of mempool's backend. */
export function miningRoutes(router: Router<SimChain>): Router<SimChain> {
  return router
    .get('/v1/difficulty-adjustment', ({ state }) => ({
      json: difficultyAdjustment(state.chain, chainTime(state)),
    }))
    .get('/v1/mining/hashrate/:interval?', ({ state, params }) => {
      const interval = miningInterval(params.interval)
      const chain = state.chain
      const now = chainTime(state)
      return {
        headers: totalCount(state),
        json: {
          hashrates: dailyHashrates(chain, now).filter((p) => within(p.timestamp, now, interval)),
          difficulty: difficultyAdjustments(chain).filter((d) => within(d.time, now, interval)),
          currentHashrate: networkHashPs(chain),
          currentDifficulty: chain.tip.difficulty,
        },
      }
    })
    .get('/v1/mining/pools/:interval', ({ state, params }) => ({
      headers: totalCount(state),
      json: poolsStats(state.chain, chainTime(state), miningInterval(params.interval)),
    }))
    .get('/v1/mining/pool/:slug', ({ state, params }) => {
      const detail = poolDetail(state.chain, chainTime(state), params.slug ?? '')
      if (!detail) throw new HttpError(404, 'This mining pool does not exist')
      return { json: detail }
    })
    .get('/v1/mining/reward-stats/:blockCount', ({ state, params }) => ({
      json: rewardStats(state.chain, integer(params.blockCount)),
    }))
    .get('/v1/statistics/:interval', ({ state, params }) => {
      // mempool routes each interval on its own: another one is an unknown endpoint.
      if (!isStatisticsInterval(params.interval)) {
        throw new HttpError(404, `endpoint does not exist "/v1/statistics/${params.interval}"`)
      }
      return { json: statistics(state.chain, chainTime(state), params.interval) }
    })
    .get('/v1/prices', ({ state }) => ({ json: prices(chainTime(state)) }))
}
