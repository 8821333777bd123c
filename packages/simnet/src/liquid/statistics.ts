import type { MempoolStatistic, StatisticsInterval } from '@outpoint/explorer-client'
import { bandOf, feeBands, liquidRateScale } from '../mining/fee-bands.js'
import { intervalStart } from '../mining/intervals.js'
import { smoothNoise } from '../mining/noise.js'
import { historySeconds, keyOf, rowSeconds } from '../mining/statistics.js'
import type { LiquidChain } from './chain.js'
import { liquidFeeRate } from './params.js'

/** Arrivals per second of the model: Liquid's share of the CLI's default rate (a few a minute). */
const arrivalRate = 4 / 30

/** The typical vsize and fee of a Liquid payment, from the last blocks (blinded ones are big). */
function typical(chain: LiquidChain): { vsize: number; fee: number } {
  const records = chain.blocks
    .slice(-60)
    .flatMap((b) => b.txids.slice(1))
    .map((txid) => chain.txs.get(txid))
    .filter((r) => r !== undefined)
  if (!records.length) return { vsize: 2_500, fee: 40 }
  const vsizes = records.map((r) => r.vsize).sort((a, b) => a - b)
  const fees = records.map((r) => r.fee).sort((a, b) => a - b)
  const middle = Math.floor(records.length / 2)
  return { vsize: vsizes[middle] ?? 2_500, fee: fees[middle] ?? 40 }
}

/**
 * `/v1/statistics/:interval` on Liquid: a modelled mempool, as on Bitcoin (nothing records past
 * mempools), but Liquid's: a few payments a minute with a daily rhythm, each waiting for the next
 * one-minute block, every one paying the 0.1 sat/vB floor: band 1 (`vsize_1`), as mempool bands
 * Liquid's rates times ten.
 */
export function liquidStatistics(
  chain: LiquidChain,
  now: number,
  interval: StatisticsInterval,
): MempoolStatistic[] {
  const step = rowSeconds[interval]
  const from = intervalStart(now, interval) ?? chain.params.tipTime - historySeconds
  const key = keyOf(chain)
  const { vsize, fee } = typical(chain)
  const floorBand = bandOf(liquidFeeRate * liquidRateScale)
  const rows: MempoolStatistic[] = []
  for (let t = Math.floor(now / step) * step; t >= from; t -= step) {
    const hour = (t % 86_400) / 3600
    const rhythm = 1 + 0.3 * Math.sin((2 * Math.PI * (hour - 14)) / 24)
    const perSecond = arrivalRate * rhythm * Math.exp(0.4 * smoothNoise(key, 3 * 3600, t))
    // Half a block interval's arrivals, on average, wait in the mempool.
    const count = Math.round(perSecond * 30)
    const vsizes = feeBands.map((_, band) => (band === floorBand ? count * vsize : 0))
    rows.push({
      added: t,
      count,
      vbytes_per_second: Math.round(perSecond * vsize),
      total_fee: count * fee,
      mempool_byte_weight: count * vsize * 4,
      min_fee: liquidFeeRate,
      vsizes,
    })
  }
  return rows
}
