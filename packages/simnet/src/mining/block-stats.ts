import type { Chain } from '../chain/chain.js'
import { blockRecords } from '../chain/reorg.js'
import type { BlockRecord } from '../chain/types.js'
import { percentiles } from '../esplora/format.js'
import { auditScore } from './audit-score.js'
import { intervalStart, isMiningInterval } from './intervals.js'
import { prices } from './prices.js'

// `/v1/mining/blocks/{fees,rewards,fee-rates,sizes-weights,predictions}/:interval` as mempool's
// BlocksRepository builds them: best-chain blocks of the interval grouped by
// `UNIX_TIMESTAMP(blockTimestamp) DIV <span>` (the span from mining.ts getTimeRange), each group's
// figures `CAST(AVG(...) AS INT)`, groups in ascending order.

/** mining.ts getTimeRange: seconds per group; an unknown interval reads as `all` (a day). */
const groupSeconds: Partial<Record<string, number>> = {
  '24h': 1,
  '3d': 1,
  '1w': 300,
  '1m': 1800,
  '3m': 7200,
  '6m': 10_800,
  '1y': 28_800,
  '2y': 28_800,
  '3y': 43_200,
  '4y': 43_200,
}

const average = (values: number[]) => Math.round(values.reduce((n, v) => n + v, 0) / values.length)

/** The best-chain blocks of the interval ending at `now`, grouped as mempool groups them. */
export function blockGroups(chain: Chain, now: number, interval: string): BlockRecord[][] {
  const known = isMiningInterval(interval) ? intervalStart(now, interval) : undefined
  const from = known ?? Number.NEGATIVE_INFINITY
  const span = groupSeconds[interval] ?? 86_400
  const groups = new Map<number, BlockRecord[]>()
  for (const block of chain.blocks) {
    if (block.time < from || block.time > now) continue
    const key = Math.floor(block.time / span)
    const group = groups.get(key)
    if (group) group.push(block)
    else groups.set(key, [block])
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, group]) => group)
}

/** The group's `avgHeight` and `timestamp`, and the average of one figure under its name. */
function row(group: BlockRecord[], name: string, figure: (block: BlockRecord) => number) {
  return {
    avgHeight: average(group.map((b) => b.height)),
    timestamp: average(group.map((b) => b.time)),
    [name]: average(group.map(figure)),
  }
}

export const blockFeesHistory = (chain: Chain, now: number, interval: string) =>
  blockGroups(chain, now, interval).map((group) => {
    const r = row(group, 'avgFees', (b) => b.fees)
    return { ...r, USD: prices(r.timestamp).USD }
  })

export const blockRewardsHistory = (chain: Chain, now: number, interval: string) =>
  blockGroups(chain, now, interval).map((group) => {
    const r = row(group, 'avgRewards', (b) => b.reward)
    return { ...r, USD: prices(r.timestamp).USD }
  })

const feeSpans = new WeakMap<BlockRecord, number[]>()

/** The block's `fee_span`: effective fee rates at min, 10th ... 90th percentile, max. */
function feeSpan(chain: Chain, block: BlockRecord): number[] {
  let span = feeSpans.get(block)
  if (!span) {
    const rates = blockRecords(chain, block)
      .slice(1)
      .map((r) => r.fee / r.vsize)
      .sort((a, b) => a - b)
    span = percentiles(rates, [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1])
    feeSpans.set(block, span)
  }
  return span
}

const feeRateNames = ['0', '10', '25', '50', '75', '90', '100']

export const blockFeeRatesHistory = (chain: Chain, now: number, interval: string) =>
  blockGroups(chain, now, interval).map((group) => {
    const out: Record<string, number> = {
      avgHeight: average(group.map((b) => b.height)),
      timestamp: average(group.map((b) => b.time)),
    }
    feeRateNames.forEach((name, i) => {
      out[`avgFee_${name}`] = average(group.map((b) => feeSpan(chain, b)[i] as number))
    })
    return out
  })

export const blockSizesWeightsHistory = (chain: Chain, now: number, interval: string) => {
  const groups = blockGroups(chain, now, interval)
  return {
    sizes: groups.map((group) => row(group, 'avgSize', (b) => b.size)),
    weights: groups.map((group) => row(group, 'avgWeight', (b) => b.weight)),
  }
}

/**
 * `[time, height, match_rate]` of one audit per group (MySQL's pick: the first), ordered by height. Rows
 * of blocks_audits only: a block never audited (the seeded history) is not in the series, and a group
 * with no audited block gives no point.
 */
export const blockPredictionsHistory = (chain: Chain, now: number, interval: string) =>
  blockGroups(chain, now, interval).flatMap((group) => {
    for (const block of group) {
      const score = auditScore(chain, block)
      if (score) return [[block.time, block.height, score.matchRate]]
    }
    return []
  })
