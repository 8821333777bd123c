import type { LightningGraph, LnChannel, LnNode, LocalisedName, Policy } from './types.js'

/** mempool's JSON shapes for nodes and channels (field names and units as its API serves them). */

/** MySQL DATETIME columns reach JSON as ISO strings. */
export const isoDate = (unix: number) => new Date(unix * 1000).toISOString()

/**
 * A node's capacity as mempool's `$getActiveChannelsStats` sends it: `SUM(capacity)` is a SQL DECIMAL, which
 * mysql2 hands over as a decimal string; NULL without active channels, which the backend makes the number 0.
 */
export const summedCapacity = (node: LnNode): string | 0 =>
  node.activeChannels > 0 ? String(node.capacity) : 0

/** A TINYINT(1) column as mysql2 reads it: 0 or 1, not a boolean. */
const tinyint = (flag: boolean): 0 | 1 => (flag ? 1 : 0)

/** Lists and maps show a node without an alias by the start of its key, as mempool's queries do. */
export const shownAlias = (node: LnNode) => node.alias || node.publicKey.slice(0, 20)

/** The place fields every node listing carries. */
function place(node: LnNode): {
  city: LocalisedName | null
  country: LocalisedName | null
  iso_code: string | null
  subdivision: LocalisedName | null
} {
  const location = node.location
  return {
    city: location?.city?.names ?? null,
    country: location?.country.names ?? null,
    iso_code: location?.country.iso ?? null,
    subdivision: location?.city?.subdivision?.names ?? null,
  }
}

/** `/nodes/:public_key`. */
export function nodeJson(node: LnNode) {
  const location = node.location
  return {
    public_key: node.publicKey,
    alias: node.alias,
    first_seen: node.firstSeen,
    updated_at: node.updatedAt,
    color: node.color,
    sockets: node.sockets,
    as_number: location?.asn ?? null,
    city_id: location?.city?.id ?? null,
    country_id: location?.country.id ?? null,
    subdivision_id: location?.city?.subdivision?.id ?? null,
    longitude: location?.longitude ?? null,
    latitude: location?.latitude ?? null,
    iso_code: location?.country.iso ?? null,
    as_organization: location?.isp.name ?? null,
    city: location?.city?.names ?? null,
    country: location?.country.names ?? null,
    subdivision: location?.city?.subdivision?.names ?? null,
    features: node.features.features,
    featuresBits: node.features.bits,
    active_channel_count: node.activeChannels,
    capacity: summedCapacity(node),
    opened_channel_count: node.openChannels,
    closed_channel_count: node.closedChannels,
    custom_records: node.customRecords,
  }
}

/** A node in the country and ISP lists. */
export function listedNodeJson(node: LnNode) {
  return {
    public_key: node.publicKey,
    capacity: node.capacity,
    channels: node.activeChannels,
    alias: node.alias,
    first_seen: node.firstSeen,
    updated_at: node.updatedAt,
    ...place(node),
    longitude: node.location?.longitude ?? null,
    latitude: node.location?.latitude ?? null,
  }
}

/**
 * A node of the top-100 rankings. The rankings' queries JSON-parse city and country but not the
 * subdivision, which stays the JSON text of its names.
 */
export function rankedNodeJson(node: LnNode) {
  const where = place(node)
  return {
    publicKey: node.publicKey,
    alias: shownAlias(node),
    capacity: node.capacity,
    channels: node.activeChannels,
    firstSeen: node.firstSeen,
    updatedAt: node.updatedAt,
    ...where,
    subdivision: where.subdivision && JSON.stringify(where.subdivision),
  }
}

/**
 * One end of a channel. `/channels/:short_id` joins the node's latest node_stats row and its place
 * (`full`); `/channels/txids` joins only the alias, so those four fields are absent there.
 */
function sideJson(
  graph: LightningGraph,
  channel: LnChannel,
  index: number,
  policy: Policy,
  side: 0 | 1,
  full: boolean,
) {
  const node = graph.nodes[index]
  return {
    alias: node?.alias ?? '',
    public_key: node?.publicKey ?? '',
    ...(full ? { channels: node?.activeChannels ?? 0, capacity: node?.capacity ?? 0 } : undefined),
    base_fee_mtokens: policy.baseFee,
    cltv_delta: policy.cltvDelta,
    fee_rate: policy.feeRate,
    is_disabled: tinyint(policy.disabled),
    max_htlc_mtokens: policy.maxHtlc,
    min_htlc_mtokens: policy.minHtlc,
    updated_at: isoDate(policy.updatedAt),
    ...(full
      ? {
          longitude: node?.location?.longitude ?? null,
          latitude: node?.location?.latitude ?? null,
        }
      : undefined),
    funding_balance: channel.fundingBalances[side],
    closing_balance: channel.closing?.balances[side] ?? 0,
    ...(channel.closing?.closedBy === index ? { initiated_close: true } : {}),
  }
}

/** `/channels/:short_id` (`full`), and without the nodes' figures and places each channel of `/channels/txids`. */
export function channelJson(graph: LightningGraph, channel: LnChannel, full = true) {
  const closing = channel.closing
  const closedBy = closing?.closedBy === undefined ? undefined : graph.nodes[closing.closedBy]
  return {
    id: channel.id,
    short_id: channel.shortId,
    capacity: channel.capacity,
    transaction_id: channel.txid,
    transaction_vout: channel.vout,
    closing_transaction_id: closing?.txid ?? null,
    closing_fee: closing?.fee ?? 0,
    closing_reason: closing?.reason ?? null,
    closing_date: closing ? isoDate(closing.time) : null,
    updated_at: isoDate(channel.updatedAt),
    created: isoDate(channel.created),
    status: channel.status,
    funding_ratio: channel.fundingRatio,
    closed_by: closedBy?.publicKey ?? null,
    single_funded: channel.singleFunded,
    node_left: sideJson(graph, channel, channel.node1, channel.policy1, 0, full),
    node_right: sideJson(graph, channel, channel.node2, channel.policy2, 1, full),
  }
}

/**
 * A channel in a node's list: the peer, and the listed node's own fee rate. `closing_date` is unix
 * seconds here (mempool selects `UNIX_TIMESTAMP(closing_date)`), an ISO date in `/channels/:id`.
 */
export function nodeChannelJson(graph: LightningGraph, channel: LnChannel, node: LnNode) {
  const own = channel.node1 === node.index
  const peer = graph.nodes[own ? channel.node2 : channel.node1]
  return {
    status: channel.status,
    closing_reason: channel.closing?.reason ?? null,
    closing_date: channel.closing ? channel.closing.time : null,
    capacity: channel.capacity,
    short_id: channel.shortId,
    id: channel.id,
    fee_rate: (own ? channel.policy1 : channel.policy2).feeRate,
    node: {
      alias: peer ? shownAlias(peer) : '',
      public_key: peer?.publicKey ?? '',
      channels: peer?.activeChannels ?? 0,
      capacity: peer ? summedCapacity(peer) : 0,
    },
  }
}
