import { msg } from '@lingui/core/macro'
import type { IspRanking } from '@outpoint/explorer-client'

/** AS numbers as a URL gives them: one, or several separated by commas (an ISP with several ASes). */
export function isAsnList(value: string): boolean {
  return /^\d{1,10}(,\d{1,10})*$/.test(value)
}

/**
 * Capacity on clearnet nodes, on Tor nodes and on nodes of unknown hosting, with shares. `label` names
 * the part (a key, not shown: the page says each part's title in a whole phrase).
 */
export function capacitySplit(ranking: IspRanking) {
  const parts: { label: 'Clearnet' | 'Tor' | 'Unknown'; capacity: number }[] = [
    // null when mempool's SUM had nothing to sum (parseInt gave NaN).
    { label: 'Clearnet', capacity: ranking.clearnetCapacity ?? 0 },
    { label: 'Tor', capacity: ranking.torCapacity ?? 0 },
    { label: 'Unknown', capacity: ranking.unknownCapacity ?? 0 },
  ]
  const total = parts.reduce((sum, p) => sum + p.capacity, 0)
  return parts.map((p) => ({ ...p, share: total > 0 ? (p.capacity / total) * 100 : 0 }))
}

/**
 * What an ISP ranking's capacity and channels count (mempool's `$getNodesISPRanking`): open channels
 * between two located nodes, once for each end on the ISP, so a channel with both ends there counts
 * twice. An ISP's own page sums its nodes' totals instead: all their open channels, to any node.
 */
export const ispRankingCounts = msg`Capacity and channels count the open channels between located nodes once for each end on the ISP: a channel with both ends on one ISP counts twice.`

export const ispNodeTotals = msg`These are the nodes’ own totals: all their open channels, to nodes anywhere. The ISP ranking counts channels between located nodes once per end on this ISP, so its figures differ.`
