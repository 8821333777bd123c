import type { StrippedTransaction } from '@outpoint/explorer-client'
import { rateOf } from '../../components/block-overview/layout'
import { median } from '../dashboard/model/median'

/** The figures of a projected block, from its own transactions so they always match the overview. */
export interface ProjectedStats {
  count: number
  vsize: number
  totalFees: number
  medianRate: number | undefined
  minRate: number | undefined
  maxRate: number | undefined
}

export function projectedStats(txs: readonly StrippedTransaction[]): ProjectedStats {
  let vsize = 0
  let totalFees = 0
  let minRate: number | undefined
  let maxRate: number | undefined
  const rates: number[] = []
  for (const tx of txs) {
    vsize += tx.vsize
    totalFees += tx.fee
    const rate = rateOf(tx)
    rates.push(rate)
    minRate = minRate === undefined ? rate : Math.min(minRate, rate)
    maxRate = maxRate === undefined ? rate : Math.max(maxRate, rate)
  }
  return { count: txs.length, vsize, totalFees, medianRate: median(rates), minRate, maxRate }
}
