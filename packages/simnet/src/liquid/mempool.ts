import type { LiquidChain } from './chain.js'
import { liquidFeeRate } from './params.js'
import { type LiquidProjection, projectLiquid, rateOf } from './projection.js'

/*
 * The Liquid mempool as the routes show it. It holds a handful of transactions, far below a block, so
 * its projection is mostly a single block. Fee rates are per discounted vbyte, the basis of Liquid's fee
 * policy (0.1 sat/vB).
 */

/** Esplora's `/mempool`: count, vsize, fees, and the fee histogram (Electrum's [rate, vsize] buckets). */
export function mempoolSummary(chain: LiquidChain) {
  const records = [...chain.mempool.values()]
  const byRate = records.slice().sort((a, b) => rateOf(b) - rateOf(a))
  const histogram: [number, number][] = []
  // electrs closes a bucket once it holds over 50,000 vB; a Liquid mempool rarely fills one.
  let bucket = 0
  byRate.forEach((r, i) => {
    bucket += r.vsize
    const next = byRate[i + 1]
    if (!next || (bucket > 50_000 && rateOf(next) !== rateOf(r))) {
      histogram.push([Math.round(rateOf(r) * 1000) / 1000, bucket])
      bucket = 0
    }
  })
  return {
    count: records.length,
    vsize: records.reduce((n, r) => n + r.vsize, 0),
    total_fee: records.reduce((n, r) => n + r.fee, 0),
    fee_histogram: histogram,
  }
}

/** mempool's `/v1/fees/mempool-blocks` (and the websocket's `mempool-blocks`): the projected blocks. */
export function mempoolBlocks(projection: LiquidProjection) {
  return projection.blocks.map((block) => ({
    blockSize: block.blockSize,
    blockVSize: block.blockVSize,
    nTx: block.txs.length,
    totalFees: block.totalFees,
    medianFee: block.medianFee,
    feeRange: block.feeRange,
  }))
}

/** The projected blocks of a chain's mempool now. */
export const mempoolBlocksOf = (chain: LiquidChain) => mempoolBlocks(projectLiquid(chain))

/**
 * electrs' `/mempool/recent` on Liquid: the last 10 arrivals, newest first, with the discounted vsize and
 * without `value` (amounts are mostly blinded; mempool/electrs leaves the field out on Liquid).
 */
export function mempoolRecent(chain: LiquidChain) {
  return [...chain.mempool.values()]
    .slice(-10)
    .reverse()
    .map((r) => ({ txid: r.txid, fee: r.fee, vsize: r.vsize, discount_vsize: r.discountVsize }))
}

/** mempool's recommended fees on Liquid: the 0.1 sat/vB floor at every target. */
export const recommendedFees = () => ({
  fastestFee: liquidFeeRate,
  halfHourFee: liquidFeeRate,
  hourFee: liquidFeeRate,
  economyFee: liquidFeeRate,
  minimumFee: liquidFeeRate,
})

/** Esplora's `/fee-estimates` from elementsd: the floor at every confirmation target. */
export const feeEstimates = () =>
  Object.fromEntries(
    [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008].map((t) => [
      String(t),
      liquidFeeRate,
    ]),
  )
