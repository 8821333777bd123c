import type { MempoolStatistic, StatisticsInterval } from '@outpoint/explorer-client'
import type { Chain } from '../chain/chain.js'
import { liveDefaults, prefillSizes } from '../chain/live.js'
import { recentProjection } from '../chain/projection.js'
import { statisticRow } from '../server/ws-stats.js'
import { blockFees, medianRateAround } from './block-fees.js'
import { bandRates, bandShares } from './fee-bands.js'
import { intervalStart } from './intervals.js'
import { smoothNoise } from './noise.js'

/** Seconds between rows, as mempool groups them: every minute for 2h and 24h, then coarser. */
export const rowSeconds: Record<StatisticsInterval, number> = {
  '2h': 60,
  '24h': 60,
  '1w': 300,
  '1m': 1800,
  '3m': 7200,
  '6m': 10_800,
  '1y': 28_800,
  '2y': 28_800,
  '3y': 43_200,
  '4y': 43_200,
  all: 43_200,
}

/** The simulated statistics start five years before the generated tip. */
export const historySeconds = 5 * 365 * 86_400
/** Arrivals per second of the model: simnet's default `--tx-rate`. */
const arrivalRate = liveDefaults.txRate
/** How fast the past leans towards the mempool now (seconds): a row of age `a` takes e^(-a / this) of it. */
const pull = 3 * 3600
/** Spread of fee rates (log-normal), as the history's payments draw them. */
const rateSpread = 0.9
/** Median fee rate (sat/vB) of the history's payments, used where no block is near. */
const baseMedian = 3
/** The mempool's minimum fee (sat/vB): simnet's payments pay at least 1 sat/vB. */
const minFee = 1

/**
 * A modelled mempool at time `t`. Nothing records simnet's past mempools (the history's transactions are
 * first seen in their block), so the rows come from a model, the same for the same chain and time:
 * - fee rates: log-normal around the median fee rate of the blocks mined within 3 hours of `t` (the
 *   history's blocks), or around the history's median with a slow drift where no block is that close;
 * - arrivals: simnet's default rate of transactions of the chain's typical size, with a daily and weekly
 *   rhythm;
 * - backlog: the live simulation's (its prefill, which full blocks and the demand keep it around), with
 *   the same rhythm, swelling and draining with smooth noise (6-hour and 3-day swings).
 * Figures stay fractional here; `blended` rounds them.
 */
function modelled(chain: Chain, key: number, t: number): MempoolStatistic {
  const fees = blockFees(chain)
  const hour = (t % 86_400) / 3600
  const weekend = [0, 6].includes(new Date(t * 1000).getUTCDay())
  const rhythm = (1 + 0.35 * Math.sin((2 * Math.PI * (hour - 9)) / 24)) * (weekend ? 0.8 : 1)
  const inflow = arrivalRate * fees.typicalVsize * rhythm
  const backlog =
    prefillSizes[chain.params.name] *
    fees.typicalVsize *
    rhythm *
    Math.exp(0.9 * smoothNoise(key, 6 * 3600, t) + 0.5 * smoothNoise(key + 1, 3 * 86_400, t))
  const median =
    medianRateAround(fees, t, 3 * 3600) ??
    baseMedian * Math.exp(0.3 * smoothNoise(key + 2, 10 * 86_400, t))
  const vsizes = bandShares(median, rateSpread, minFee).map((share) => backlog * share)
  const vsize = vsizes.reduce((n, v) => n + v, 0)
  return {
    added: t,
    count: vsize / fees.typicalVsize,
    vbytes_per_second: Math.round(inflow * Math.exp(0.25 * smoothNoise(key + 3, 1800, t))),
    total_fee: vsizes.reduce((n, v, i) => n + v * (bandRates[i] ?? 0), 0),
    mempool_byte_weight: vsize * 4,
    min_fee: minFee,
    vsizes,
  }
}

/**
 * The row of a model drawn towards the mempool now by `w` (1: the mempool now), rounded as mempool's
 * integer columns are; its weight is its bands' vsize times 4, as mempool records it.
 */
function blended(model: MempoolStatistic, now: MempoolStatistic, w: number): MempoolStatistic {
  const mix = (a: number | undefined, b: number | undefined) => (a ?? 0) * w + (b ?? 0) * (1 - w)
  const vsizes = model.vsizes.map((v, band) => Math.round(mix(now.vsizes[band], v)))
  return {
    added: model.added,
    count: Math.round(mix(now.count, model.count)),
    vbytes_per_second: model.vbytes_per_second,
    total_fee: Math.round(mix(now.total_fee, model.total_fee)),
    mempool_byte_weight: vsizes.reduce((n, v) => n + v, 0) * 4,
    min_fee: minFee,
    vsizes,
  }
}

/** The noise key of a chain: from its first block's hash, so it follows the seed and the network. */
export const keyOf = (chain: { readonly blocks: readonly { hash: string }[] }) =>
  Number.parseInt(chain.blocks[0]?.hash.slice(0, 8) ?? '0', 16)

/** The intervals mempool answers with its rows as recorded; longer ones average them. */
const recorded: readonly StatisticsInterval[] = ['2h', '24h']

/**
 * `/v1/statistics/:interval`: one row per step of the interval up to `now`, newest first. The newest row
 * is the mempool now (what `/mempool` and `live-2h-chart` say); older rows are the model drawn towards it
 * by e^(-age / 3 h), so the history ends where the live mempool is. As mempool's averaging queries do,
 * intervals of a week and more leave out `mempool_byte_weight` and `total_fee`.
 */
export function statistics(
  chain: Chain,
  now: number,
  interval: StatisticsInterval,
): MempoolStatistic[] {
  const step = rowSeconds[interval]
  const from = intervalStart(now, interval) ?? chain.params.tipTime - historySeconds
  const key = keyOf(chain)
  const projection = recentProjection(chain)
  const live = statisticRow(chain, now, 0, (txid) => projection.rateOf(txid))
  const newest = Math.floor(now / step) * step
  const rows: MempoolStatistic[] = []
  for (let t = newest; t >= from; t -= step) {
    const w = t === newest ? 1 : Math.exp(-(now - t) / pull)
    const row = blended(modelled(chain, key, t), live, w)
    if (!recorded.includes(interval)) {
      delete row.mempool_byte_weight
      delete row.total_fee
    }
    rows.push(row)
  }
  return rows
}
