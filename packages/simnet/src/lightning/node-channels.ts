import type { ChannelFilter } from './checks.js'
import { nodeChannelJson, shownAlias } from './format.js'
import type { LightningGraph, LnChannel, LnNode } from './types.js'

/** Channels listed per page of `/channels?public_key=`. */
export const channelsPageSize = 10

/** A node's channels: open (active or not) or active ones by capacity, closed ones latest first. */
export function nodeChannels(
  graph: LightningGraph,
  node: LnNode,
  filter: ChannelFilter,
): LnChannel[] {
  const keep = (c: LnChannel) =>
    filter === 'closed' ? c.status === 2 : filter === 'active' ? c.status === 1 : c.status !== 2
  return node.channels
    .map((index) => graph.channels[index])
    .filter((c): c is LnChannel => c !== undefined && keep(c))
    .sort((a, b) =>
      filter === 'closed'
        ? (b.closing?.time ?? 0) - (a.closing?.time ?? 0)
        : b.capacity - a.capacity || a.index - b.index,
    )
}

/** One page of a node's channels from `index`. */
export const nodeChannelsPage = (
  graph: LightningGraph,
  node: LnNode,
  channels: LnChannel[],
  index: number,
) =>
  channels
    .slice(index, index + channelsPageSize)
    .map((channel) => nodeChannelJson(graph, channel, node))

/** The first 1,000 channels in short form, for mempool's channel tree (`index=-1`). */
export const nodeChannelsTree = (graph: LightningGraph, node: LnNode, channels: LnChannel[]) =>
  channels.slice(0, 1000).map((channel) => {
    const peer = graph.nodes[channel.node1 === node.index ? channel.node2 : channel.node1]
    return {
      capacity: channel.capacity,
      short_id: channel.shortId,
      id: channel.id,
      node: { alias: peer ? shownAlias(peer) : '', public_key: peer?.publicKey ?? '' },
    }
  })

/** mempool's fee buckets: 1-10 by one, then by tens, hundreds and thousands. */
function bucket(rate: number): number {
  if (rate <= 10) return Math.ceil(rate)
  if (rate <= 100) return Math.ceil(rate / 10) * 10
  if (rate <= 1000) return Math.ceil(rate / 100) * 100
  return Math.ceil(rate / 1000) * 1000
}

/** `/nodes/:public_key/fees/histogram`: the fee rates of its active channels, charged to it and by it. */
export function feeHistogramJson(graph: LightningGraph, node: LnNode) {
  const incoming = new Map<number, { bucket: number; count: number; capacity: number }>()
  const outgoing = new Map<number, { bucket: number; count: number; capacity: number }>()
  const add = (map: typeof incoming, rate: number, capacity: number) => {
    const key = bucket(rate)
    const row = map.get(key) ?? { bucket: key, count: 0, capacity: 0 }
    row.count++
    row.capacity += capacity
    map.set(key, row)
  }
  for (const channel of nodeChannels(graph, node, 'active')) {
    const own = channel.node1 === node.index
    add(incoming, (own ? channel.policy2 : channel.policy1).feeRate, channel.capacity)
    add(outgoing, (own ? channel.policy1 : channel.policy2).feeRate, channel.capacity)
  }
  // As mysql2 hands over mempool's query: the bucket, a CASE over CEIL(...) and DECIMAL products, is a
  // DECIMAL of one decimal place ("20.0"), the capacity a SUM (a decimal string), the count a number.
  const sorted = (map: typeof incoming) =>
    [...map.values()]
      .sort((a, b) => a.bucket - b.bucket)
      .map((row) => ({
        bucket: row.bucket.toFixed(1),
        count: row.count,
        capacity: String(row.capacity),
      }))
  return { incoming: sorted(incoming), outgoing: sorted(outgoing) }
}
