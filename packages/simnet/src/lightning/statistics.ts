import type {
  LightningNodeStatistic,
  LightningStatistics,
  LightningStatisticsRow,
} from '@outpoint/explorer-client'
import type { LightningGraph, LnChannel, LnNode, NodeReach } from './types.js'

const day = 86_400
/** Days of history before today: a year, as the brief for the simulated service asks. */
const historyDays = 365
/** Fee rates and base fees above this are left out of the averages (mempool does the same). */
const ignoredAbove = 5000

/**
 * A daily row of `lightning_stats` (`added` in unix seconds) with its node count, which `/statistics/:interval`
 * leaves out and `/statistics/latest` keeps (its full rows are the client's `LightningStatistics`).
 */
type NetworkStatistics = Required<LightningStatisticsRow>

/** Whether a channel was routing at `time`: opened by then and not yet closed or gone inactive. */
export const activeAt = (channel: LnChannel, time: number) =>
  channel.created <= time && (channel.end === undefined || channel.end > time)

/** Midnights (UTC) from a year before `now` to today's, oldest first, with the time each row is taken. */
function days(now: number): { added: number; at: number }[] {
  const today = Math.floor(now / day) * day
  return Array.from({ length: historyDays + 1 }, (_, i) => {
    const added = today - (historyDays - i) * day
    return { added, at: Math.min(now, added + day - 1) }
  })
}

const reachKeys: Record<NodeReach, keyof NetworkStatistics> = {
  tor: 'tor_nodes',
  clearnet: 'clearnet_nodes',
  unannounced: 'unannounced_nodes',
  clearnet_tor: 'clearnet_tor_nodes',
}

/**
 * The network's daily statistics for a year, oldest first: one sweep over channel openings and ends, a node
 * counted on the days it has an active channel. The last row is taken now, so it matches the graph.
 */
function computeHistory(graph: LightningGraph): NetworkStatistics[] {
  const opens = graph.channels.slice().sort((a, b) => a.created - b.created)
  const ends = graph.channels
    .filter((c): c is LnChannel & { end: number } => c.end !== undefined)
    .sort((a, b) => a.end - b.end)
  const active = new Int32Array(graph.nodes.length)
  const row: NetworkStatistics = {
    added: 0,
    channel_count: 0,
    node_count: 0,
    total_capacity: 0,
    tor_nodes: 0,
    clearnet_nodes: 0,
    unannounced_nodes: 0,
    clearnet_tor_nodes: 0,
  }
  const touch = (index: number, delta: 1 | -1) => {
    const before = active[index] ?? 0
    active[index] = before + delta
    const node = graph.nodes[index]
    if (!node || (before > 0 && before + delta > 0)) return
    row.node_count += delta
    row[reachKeys[node.reach]] += delta
  }
  const apply = (channel: LnChannel, delta: 1 | -1) => {
    row.channel_count += delta
    row.total_capacity += delta * channel.capacity
    touch(channel.node1, delta)
    touch(channel.node2, delta)
  }
  let opened = 0
  let ended = 0
  return days(graph.now).map(({ added, at }) => {
    for (let c = opens[opened]; c && c.created <= at; c = opens[++opened]) apply(c, 1)
    for (let c = ends[ended]; c && c.end <= at; c = ends[++ended]) apply(c, -1)
    return { ...row, added }
  })
}

const average = (values: number[]) =>
  values.length ? Math.round(values.reduce((n, v) => n + v, 0) / values.length) : 0
const median = (values: number[]) =>
  values.length ? (values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0) : 0

/** A full statistics row: the daily counts plus averages and medians over the channels active then. */
function fullRow(graph: LightningGraph, row: NetworkStatistics, id: number): LightningStatistics {
  const at = Math.min(graph.now, row.added + day - 1)
  const capacities: number[] = []
  const feeRates: number[] = []
  const baseFees: number[] = []
  for (const channel of graph.channels) {
    if (!activeAt(channel, at)) continue
    capacities.push(channel.capacity)
    for (const policy of [channel.policy1, channel.policy2]) {
      if (policy.feeRate < ignoredAbove) feeRates.push(policy.feeRate)
      if (policy.baseFee < ignoredAbove) baseFees.push(policy.baseFee)
    }
  }
  return {
    id,
    ...row,
    added: new Date(row.added * 1000).toISOString(),
    avg_capacity: average(capacities),
    avg_fee_rate: average(feeRates),
    avg_base_fee_mtokens: average(baseFees),
    med_capacity: median(capacities),
    med_fee_rate: median(feeRates),
    med_base_fee_mtokens: median(baseFees),
  }
}

const histories = new WeakMap<LightningGraph, NetworkStatistics[]>()

/** The daily statistics rows, oldest first, computed once per graph. */
export function networkHistory(graph: LightningGraph): NetworkStatistics[] {
  let rows = histories.get(graph)
  if (!rows) {
    rows = computeHistory(graph)
    histories.set(graph, rows)
  }
  return rows
}

/** `/statistics/latest`: today's row and the one seven rows earlier, as mempool picks them. */
export function latestStatistics(graph: LightningGraph): {
  latest: LightningStatistics
  previous: LightningStatistics
} {
  const rows = networkHistory(graph)
  const at = (back: number) => {
    const index = Math.max(0, rows.length - 1 - back)
    return fullRow(graph, rows[index] as NetworkStatistics, index + 1)
  }
  return { latest: at(0), previous: at(7) }
}

/** A node's capacity and active channel count on each day of the last year it was seen, newest first. */
export function nodeHistory(graph: LightningGraph, node: LnNode): LightningNodeStatistic[] {
  const channels = node.channels
    .map((index) => graph.channels[index])
    .filter((c): c is LnChannel => c !== undefined)
  const firstDay = Math.floor(node.firstSeen / day) * day
  return days(graph.now)
    .filter(({ added }) => added >= firstDay)
    .map(({ added, at }) => {
      let capacity = 0
      let count = 0
      for (const channel of channels) {
        if (!activeAt(channel, at)) continue
        capacity += channel.capacity
        count++
      }
      return { added, capacity, channels: count }
    })
    .reverse()
}
