import { t } from '@lingui/core/macro'
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

/** The figures, labelled in the page's language (a function: messages are translated when shown). */
const rows = (): readonly [string, StatKind, (s: LightningStatistics) => number][] => [
  [t`Channels`, 'count', (s) => s.channel_count],
  [t`Nodes`, 'count', (s) => s.node_count],
  [t`Capacity`, 'sats', (s) => s.total_capacity],
  [t`Average capacity`, 'sats', (s) => s.avg_capacity],
  [t`Average fee rate`, 'ppm', (s) => s.avg_fee_rate],
  [t`Median fee rate`, 'ppm', (s) => s.med_fee_rate],
  [t`Average base fee`, 'msat', (s) => s.avg_base_fee_mtokens],
  [t`Median base fee`, 'msat', (s) => s.med_base_fee_mtokens],
  [t`Tor nodes`, 'count', (s) => s.tor_nodes],
  [t`Clearnet nodes`, 'count', (s) => s.clearnet_nodes],
  [t`Clearnet and Tor nodes`, 'count', (s) => s.clearnet_tor_nodes],
  [t`Unannounced nodes`, 'count', (s) => s.unannounced_nodes],
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
  return rows().map(([label, kind, pick]) => {
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
    {
      label: t({ message: 'Clearnet', comment: 'nodes reached over the clear internet' }),
      count: s.clearnet_nodes,
    },
    { label: 'Tor', count: s.tor_nodes },
    { label: t`Clearnet and Tor`, count: s.clearnet_tor_nodes },
    {
      label: t({ message: 'Unannounced', comment: 'nodes that announce no address' }),
      count: s.unannounced_nodes,
    },
  ]
  const total = parts.reduce((sum, p) => sum + p.count, 0)
  return parts.map((p) => ({ ...p, share: total > 0 ? (p.count / total) * 100 : 0 }))
}
