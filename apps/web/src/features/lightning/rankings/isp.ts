import type { IspRanking } from '@outpoint/explorer-client'

/** AS numbers as a URL gives them: one, or several separated by commas (an ISP with several ASes). */
export function isAsnList(value: string): boolean {
  return /^\d{1,10}(,\d{1,10})*$/.test(value)
}

/** Capacity on clearnet nodes, on Tor nodes and on nodes of unknown hosting, with shares. */
export function capacitySplit(ranking: IspRanking) {
  const parts = [
    // null when mempool's SUM had nothing to sum (parseInt gave NaN).
    { label: 'Clearnet', capacity: ranking.clearnetCapacity ?? 0 },
    { label: 'Tor', capacity: ranking.torCapacity ?? 0 },
    { label: 'Unknown', capacity: ranking.unknownCapacity ?? 0 },
  ]
  const total = parts.reduce((sum, p) => sum + p.capacity, 0)
  return parts.map((p) => ({ ...p, share: total > 0 ? (p.capacity / total) * 100 : 0 }))
}
