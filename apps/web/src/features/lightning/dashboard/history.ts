import type { LightningStatisticsRow } from '@outpoint/explorer-client'

export interface NetworkHistory {
  times: number[]
  capacity: number[]
  nodes: number[]
  channels: number[]
}

/** A row's node count: mempool's history rows leave it out, so it is the node kinds added up. */
export function nodeCountOf(row: LightningStatisticsRow): number {
  return (
    row.node_count ??
    row.tor_nodes + row.clearnet_nodes + row.unannounced_nodes + row.clearnet_tor_nodes
  )
}

/** History rows in time order whatever order they came in, one per time (the last sent wins). */
export function inTimeOrder(rows: readonly LightningStatisticsRow[]): LightningStatisticsRow[] {
  const byTime = new Map<number, LightningStatisticsRow>()
  for (const row of rows) byTime.set(row.added, row)
  return [...byTime.values()].sort((a, b) => a.added - b.added)
}

/** Chart series from history rows, in time order whatever order they came in, one per day. */
export function networkHistory(rows: readonly LightningStatisticsRow[]): NetworkHistory {
  const sorted = inTimeOrder(rows)
  return {
    times: sorted.map((r) => r.added),
    capacity: sorted.map((r) => r.total_capacity),
    nodes: sorted.map(nodeCountOf),
    channels: sorted.map((r) => r.channel_count),
  }
}
