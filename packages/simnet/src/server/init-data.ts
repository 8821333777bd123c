import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { recommendedFees } from '../chain/mempool-fees.js'
import { recentProjection } from '../chain/projection.js'
import { blockExtendedJson } from '../esplora/format.js'
import { difficultyAdjustment } from '../mining/difficulty-adjustment.js'
import { prices } from '../mining/prices.js'
import { ratePeriod } from './arrival-rate.js'
import { strippedTx } from './ws-compress.js'
import { recentBlocks } from './ws-state.js'
import { backendInfo, mempoolInfo, mempoolTotals } from './ws-stats.js'

/** How many recent arrivals `transactions` lists (websocket-handler's latest transactions). */
const latestCount = 6

/**
 * `/v1/init-data`: mempool's serialised websocket init data (websocket-handler.ts updateSocketData), from
 * the same sources simnet's websocket reads, computed at the request: the recent blocks, the mempool's
 * sums, its projection, prices and difficulty. The arrival rate counts the mempool's arrivals of the last
 * sample period.
 */
export function initData(sim: SimChain) {
  const { chain } = sim
  const now = chainTime(sim)
  const projection = recentProjection(chain)
  const pending = [...chain.mempool.values()]
  const arrived = pending.filter((r) => r.firstSeen >= now - ratePeriod)
  return {
    backend: 'esplora',
    mempoolInfo: mempoolInfo(mempoolTotals(chain)),
    vBytesPerSecond: Math.round(arrived.reduce((n, r) => n + r.vsize, 0) / ratePeriod),
    blocks: chain.blocks.slice(-recentBlocks).map((block) => blockExtendedJson(chain, block)),
    conversions: prices(now),
    'mempool-blocks': projection.blocks.map((block) => ({
      blockSize: block.blockSize,
      blockVSize: block.blockVSize,
      nTx: block.nTx,
      totalFees: block.totalFees,
      medianFee: block.medianFee,
      feeRange: block.feeRange,
    })),
    transactions: pending
      .slice(-latestCount)
      .reverse()
      .map((record) => strippedTx(record, projection.rateOf(record.txid))),
    backendInfo,
    loadingIndicators: {},
    da: difficultyAdjustment(chain, now),
    fees: recommendedFees(projection.blocks, 0.001),
  }
}
