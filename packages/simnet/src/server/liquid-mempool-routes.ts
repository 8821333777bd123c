import { acceptLiquidTransaction } from '../liquid/accept.js'
import { liquidCpfp } from '../liquid/cpfp.js'
import { liquidDifficultyAdjustment } from '../liquid/difficulty.js'
import { liquidTime } from '../liquid/live.js'
import {
  feeEstimates,
  mempoolBlocksOf,
  mempoolRecent,
  mempoolSummary,
  recommendedFees,
} from '../liquid/mempool.js'
import type { LiquidSim } from '../liquid/sim.js'
import { liquidStatistics } from '../liquid/statistics.js'
import { isStatisticsInterval } from '../mining/intervals.js'
import { historicalPrices, prices } from '../mining/prices.js'
import { broadcastReply } from './broadcast.js'
import { txidList } from './mempool-routes.js'
import { HttpError, type Router } from './router.js'

/**
 * The mempool, fee, dashboard (difficulty, statistics, prices) and broadcast routes of a Liquid
 * network, with Liquid's fee floor and one-minute blocks.
 */
export function liquidMempoolRoutes(router: Router<LiquidSim>): Router<LiquidSim> {
  return (
    router
      .get('/mempool', ({ state }) => ({ json: mempoolSummary(state.chain) }))
      .get('/mempool/txids', ({ state }) => ({ json: [...state.chain.mempool.keys()] }))
      .get('/mempool/recent', ({ state }) => ({ json: mempoolRecent(state.chain) }))
      .get('/fee-estimates', () => ({ json: feeEstimates() }))
      .get('/v1/fees/recommended', () => ({ json: recommendedFees() }))
      // mempool registers these for every network (bitcoin.routes.ts): on Liquid the precise fees are the
      // same 0.1 sat/vB floor, and the CPFP view and first-seen times come from its Liquid mempool.
      .get('/v1/fees/precise', () => ({ json: recommendedFees() }))
      .get('/v1/cpfp/:txid', ({ state, params }) => {
        const txid = params.txid ?? ''
        if (!/^[a-fA-F0-9]{64}$/.test(txid)) throw new HttpError(501, 'Invalid transaction ID')
        return { json: liquidCpfp(state.chain, txid.toLowerCase()) }
      })
      .get('/v1/transaction-times', ({ state, query }) => ({
        json: txidList(query).map(
          (txid) => state.chain.mempool.get(txid.toLowerCase())?.firstSeen ?? 0,
        ),
      }))
      .get('/v1/fees/mempool-blocks', ({ state }) => ({ json: mempoolBlocksOf(state.chain) }))
      .get('/v1/difficulty-adjustment', ({ state }) => ({
        json: liquidDifficultyAdjustment(state.chain, liquidTime(state)),
      }))
      .get('/v1/statistics/:interval', ({ state, params }) => {
        // mempool routes each interval on its own: another one is an unknown endpoint.
        if (!isStatisticsInterval(params.interval)) {
          throw new HttpError(404, `endpoint does not exist "/v1/statistics/${params.interval}"`)
        }
        return { json: liquidStatistics(state.chain, liquidTime(state), params.interval) }
      })
      .get('/v1/prices', ({ state }) => ({ json: prices(liquidTime(state)) }))
      // Registered by liquid.routes.ts (with the database); 400 on liquidtestnet, as on Bitcoin's testnets.
      .get('/v1/historical-price', ({ state, query }) => {
        if (state.name === 'liquidtestnet') {
          throw new HttpError(400, 'Prices are not available on testnets.')
        }
        const now = liquidTime(state)
        const answer = historicalPrices(
          state.chain.blocks[0]?.time ?? now,
          now,
          query.get('currency') ?? undefined,
          Number.parseInt(query.get('timestamp') ?? '', 10) || 0,
        )
        return answer ? { json: answer } : { text: '' }
      })
      .post('/tx', ({ state, body }) =>
        broadcastReply(() => acceptLiquidTransaction(state.chain, body, liquidTime(state))),
      )
  )
}
