import type { LightningNodeStatistic } from '@outpoint/explorer-client'

export interface HistorySeries {
  times: number[]
  capacities: number[]
  channels: number[]
}

/**
 * A node's statistics as chart series, oldest first (the service lists newest first). `added` is Unix
 * seconds; a service that sends milliseconds (over 10^11) is read as such.
 */
export function historySeries(rows: readonly LightningNodeStatistic[]): HistorySeries {
  const sorted = rows
    .map((row) => ({ ...row, added: row.added > 1e11 ? Math.floor(row.added / 1000) : row.added }))
    .sort((a, b) => a.added - b.added)
  return {
    times: sorted.map((r) => r.added),
    capacities: sorted.map((r) => r.capacity),
    channels: sorted.map((r) => r.channels),
  }
}
