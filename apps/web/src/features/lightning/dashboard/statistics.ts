import type { LightningStatistics } from '@outpoint/explorer-client'

export type StatKind = 'count' | 'sats' | 'ppm' | 'msat'

export interface StatRow {
  label: string
  kind: StatKind
  now: number
  /** Undefined when the service has no row dated a week back (mempool then leaves `previous` out). */
  before: number | undefined
  /** Percent change over the week; undefined when there was nothing a week ago. */
  change: number | undefined
}

const rows: readonly [string, StatKind, (s: LightningStatistics) => number][] = [
  ['Channels', 'count', (s) => s.channel_count],
  ['Nodes', 'count', (s) => s.node_count],
  ['Capacity', 'sats', (s) => s.total_capacity],
  ['Average capacity', 'sats', (s) => s.avg_capacity],
  ['Average fee rate', 'ppm', (s) => s.avg_fee_rate],
  ['Median fee rate', 'ppm', (s) => s.med_fee_rate],
  ['Average base fee', 'msat', (s) => s.avg_base_fee_mtokens],
  ['Median base fee', 'msat', (s) => s.med_base_fee_mtokens],
  ['Tor nodes', 'count', (s) => s.tor_nodes],
  ['Clearnet nodes', 'count', (s) => s.clearnet_nodes],
  ['Clearnet and Tor nodes', 'count', (s) => s.clearnet_tor_nodes],
  ['Unannounced nodes', 'count', (s) => s.unannounced_nodes],
]

export function percentChange(now: number, before: number): number | undefined {
  if (!Number.isFinite(now) || !Number.isFinite(before) || before === 0) return undefined
  return ((now - before) / before) * 100
}

/** The dashboard's figures now and a week earlier (when the service has that day), with the change of each. */
export function statRows(
  latest: LightningStatistics,
  previous: LightningStatistics | undefined,
): StatRow[] {
  return rows.map(([label, kind, pick]) => {
    const now = pick(latest)
    const before = previous && pick(previous)
    const change = before === undefined ? undefined : percentChange(now, before)
    return { label, kind, now, before, change }
  })
}

/** The node split the network row gives, each with its share of all nodes. */
export function nodeSplit(
  s: Pick<
    LightningStatistics,
    'clearnet_nodes' | 'tor_nodes' | 'clearnet_tor_nodes' | 'unannounced_nodes'
  >,
): { label: string; count: number; share: number }[] {
  const parts = [
    { label: 'Clearnet', count: s.clearnet_nodes },
    { label: 'Tor', count: s.tor_nodes },
    { label: 'Clearnet and Tor', count: s.clearnet_tor_nodes },
    { label: 'Unannounced', count: s.unannounced_nodes },
  ]
  const total = parts.reduce((sum, p) => sum + p.count, 0)
  return parts.map((p) => ({ ...p, share: total > 0 ? (p.count / total) * 100 : 0 }))
}
