import type { ChannelGeo, IspRankingRow } from '@outpoint/explorer-client'
import { listedNodeJson, shownAlias } from './format.js'
import { ispByAsn } from './isps.js'
import type { LightningGraph, LnChannel, LnNode, LocalisedName } from './types.js'

/** Where the nodes are: per country, per ISP, and on the world maps. */

/** `[lng, lat, public key, alias, capacity, channels, country, iso code]`. */
type WorldNode = [
  number,
  number,
  string,
  string,
  number,
  number,
  LocalisedName | null,
  string | null,
]

const located = (graph: LightningGraph) => graph.nodes.filter((node) => node.location)
const byCapacity = (a: LnNode, b: LnNode) => b.capacity - a.capacity

/** `/nodes/countries`: node count, share (percent of located nodes) and capacity (a decimal string). */
export function countriesJson(graph: LightningGraph) {
  const nodes = located(graph)
  const rows = new Map<
    string,
    { name: LocalisedName; iso: string; count: number; capacity: number }
  >()
  for (const node of nodes) {
    const country = node.location?.country
    if (!country) continue
    const row = rows.get(country.iso) ?? {
      name: country.names,
      iso: country.iso,
      count: 0,
      capacity: 0,
    }
    row.count++
    row.capacity += node.capacity
    rows.set(country.iso, row)
  }
  return [...rows.values()]
    .sort((a, b) => b.count - a.count || b.capacity - a.capacity)
    .map((row) => ({
      name: row.name,
      iso: row.iso,
      count: row.count,
      share: Math.floor((row.count / nodes.length) * 10_000) / 100,
      capacity: String(row.capacity),
    }))
}

/** `/nodes/country/:iso`, or undefined when no node is there. */
export function countryNodesJson(graph: LightningGraph, iso: string) {
  const nodes = graph.nodes.filter((node) => node.location?.country.iso === iso)
  const country = nodes[0]?.location?.country
  if (!country) return undefined
  return {
    country: country.names,
    nodes: nodes.sort(byCapacity).map((node) => {
      const location = node.location
      return {
        ...listedNodeJson(node),
        as_number: location?.asn ?? null,
        isp: location?.isp.name ?? null,
      }
    }),
  }
}

/** Active channels between two located nodes. */
function locatedChannels(graph: LightningGraph): [LnChannel, LnNode, LnNode][] {
  const out: [LnChannel, LnNode, LnNode][] = []
  for (const channel of graph.channels) {
    const node1 = graph.nodes[channel.node1]
    const node2 = graph.nodes[channel.node2]
    if (channel.status === 1 && node1?.location && node2?.location)
      out.push([channel, node1, node2])
  }
  return out
}

const announcesClearnet = (node: LnNode) =>
  node.reach === 'clearnet' || node.reach === 'clearnet_tor'

/**
 * `/nodes/isp-ranking`: per ISP (by name, over its AS numbers) the capacity and count of the active
 * channels its nodes are in, and how many of its nodes; then the capacity reachable over clearnet, over Tor
 * only, and through nodes that announce no address.
 */
export function ispRankingJson(graph: LightningGraph) {
  const isps = new Map<
    string,
    { asns: Set<number>; capacity: number; channels: number; nodes: Set<number> }
  >()
  for (const [channel, ...ends] of locatedChannels(graph)) {
    for (const node of ends) {
      const location = node.location
      if (!location) continue
      const row = isps.get(location.isp.name) ?? {
        asns: new Set(),
        capacity: 0,
        channels: 0,
        nodes: new Set(),
      }
      row.asns.add(location.asn)
      row.capacity += channel.capacity
      row.channels++
      row.nodes.add(node.index)
      isps.set(location.isp.name, row)
    }
  }
  let total = 0
  let clearnet = 0
  let tor = 0
  for (const channel of graph.channels) {
    if (channel.status !== 1) continue
    total += channel.capacity
    const ends = [graph.nodes[channel.node1], graph.nodes[channel.node2]]
    if (ends.some((node) => !node || node.reach === 'unannounced')) continue
    if (ends.some((node) => node && announcesClearnet(node))) clearnet += channel.capacity
    else tor += channel.capacity
  }
  return {
    clearnetCapacity: clearnet,
    torCapacity: tor,
    unknownCapacity: total - clearnet - tor,
    ispRanking: [...isps.entries()]
      .sort(([, a], [, b]) => b.capacity - a.capacity)
      .map(
        ([name, row]): IspRankingRow => [
          [...row.asns].sort((a, b) => a - b).join(','),
          name,
          row.capacity,
          row.channels,
          row.nodes.size,
        ],
      ),
  }
}

/** `/nodes/isp/:asns`: the ISP's name (from the first AS number) and its nodes with active channels. */
export function ispNodesJson(graph: LightningGraph, asns: number[]) {
  const isp = asns[0] === undefined ? undefined : ispByAsn.get(asns[0])
  if (!isp) return undefined
  const wanted = new Set(asns)
  const nodes = graph.nodes.filter(
    (node) => node.activeChannels > 0 && node.location && wanted.has(node.location.asn),
  )
  return { isp: isp.name, nodes: nodes.sort(byCapacity).map(listedNodeJson) }
}

/** `/nodes/world`: every located node with active channels, smallest first (the map draws big ones last). */
export function worldJson(graph: LightningGraph) {
  const nodes = located(graph)
    .filter((node) => node.activeChannels > 0)
    .sort((a, b) => a.capacity - b.capacity)
  return {
    maxLiquidity: nodes.reduce((max, node) => Math.max(max, node.capacity), 0),
    maxChannels: nodes.reduce((max, node) => Math.max(max, node.activeChannels), 0),
    nodes: nodes.map(
      (node): WorldNode => [
        node.location?.longitude ?? 0,
        node.location?.latitude ?? 0,
        node.publicKey,
        shownAlias(node),
        node.capacity,
        node.activeChannels,
        node.location?.country.names ?? null,
        node.location?.country.iso ?? null,
      ],
    ),
  }
}

/**
 * `/channels-geo[/:public_key]`: the end points of active channels between located nodes. Without a node:
 * one channel per pair of nodes, above 1,000,000 sat, the 10,000 largest.
 */
export function channelsGeoJson(graph: LightningGraph, node: LnNode | undefined): ChannelGeo[] {
  let rows = locatedChannels(graph)
  if (node) {
    rows = rows.filter(([channel]) => channel.node1 === node.index || channel.node2 === node.index)
  } else {
    const largest = new Map<string, [LnChannel, LnNode, LnNode]>()
    for (const row of rows) {
      const [channel] = row
      if (channel.capacity <= 1_000_000) continue
      const pair = `${channel.node1}:${channel.node2}`
      const kept = largest.get(pair)
      if (!kept || kept[0].capacity < channel.capacity) largest.set(pair, row)
    }
    rows = [...largest.values()].sort(([a], [b]) => b.capacity - a.capacity).slice(0, 10_000)
  }
  return rows.map(([, node1, node2]) => [
    node1.publicKey,
    node1.alias,
    node1.location?.longitude ?? 0,
    node1.location?.latitude ?? 0,
    node2.publicKey,
    node2.alias,
    node2.location?.longitude ?? 0,
    node2.location?.latitude ?? 0,
  ])
}

/** The `style=widget` form of a geo channel: only the coordinates. */
export const widgetGeo = ([, , lng1, lat1, , , lng2, lat2]: ChannelGeo) => [lng1, lat1, lng2, lat2]
