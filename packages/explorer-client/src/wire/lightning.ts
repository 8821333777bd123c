/** Localised place names keyed by language (`en`, `de`, ...). */
export type LocalisedName = Record<string, string>

/** A row of `lightning_stats` (`/v1/lightning/statistics/latest`). `added` is an ISO datetime here. */
export interface LightningStatistics {
  id?: number
  added: string
  channel_count: number
  node_count: number
  total_capacity: number
  tor_nodes: number
  clearnet_nodes: number
  unannounced_nodes: number
  clearnet_tor_nodes: number
  avg_capacity: number
  avg_fee_rate: number
  avg_base_fee_mtokens: number
  med_capacity: number
  med_fee_rate: number
  med_base_fee_mtokens: number
}

/**
 * `/v1/lightning/statistics/latest`: now and seven days earlier. `previous` is absent when no row is dated
 * seven days back (a new instance, a missed day), `latest` too while the table is empty.
 */
export interface LightningStatisticsLatest {
  latest?: LightningStatistics
  previous?: LightningStatistics
}

export interface LightningNodeFeature {
  bit: number
  name: string
  is_known: boolean
  is_required: boolean
}

/** `/v1/lightning/nodes/:public_key`. */
export interface LightningNode {
  public_key: string
  alias: string
  first_seen: number
  /** Null when the node's last announcement predates 2018 (mempool drops such dates). */
  updated_at: number | null
  color: string
  /** Comma-separated `host:port` list. */
  sockets: string | null
  as_number: number | null
  city_id: number | null
  country_id: number | null
  subdivision_id: number | null
  longitude: number | null
  latitude: number | null
  iso_code: string | null
  as_organization: string | null
  city: LocalisedName | null
  country: LocalisedName | null
  subdivision: LocalisedName | null
  features: LightningNodeFeature[] | null
  /** Hex of the feature bits; null without features. */
  featuresBits: string | null
  active_channel_count: number
  /** Satoshis of the active channels (a SQL SUM: a decimal string on the wire, a number here). */
  capacity: number
  opened_channel_count: number
  closed_channel_count: number
  /** TLV records of the announcement, payload in hex, by type. */
  custom_records: Record<string, string>
}

/** `/v1/lightning/nodes/:public_key/statistics`. */
export interface LightningNodeStatistic {
  added: number
  capacity: number
  channels: number
}

/** A node of a ranking (`/nodes/rankings/liquidity|connectivity|age`). */
export interface RankedNode {
  publicKey: string
  alias: string
  capacity: number
  channels: number
  firstSeen: number
  updatedAt: number | null
  city: LocalisedName | null
  country: LocalisedName | null
  /** The names as JSON text: mempool parses city and country here, not the subdivision. */
  subdivision: string | null
  iso_code: string | null
}

export interface CountryNodes {
  name: LocalisedName
  iso: string
  count: number
  /** Percent. */
  share: number
  /** Satoshis (a SQL SUM: a decimal string on the wire); null when none of its nodes has a capacity yet. */
  capacity: number | null
}

export interface ListedNode {
  public_key: string
  capacity: number
  channels: number
  alias: string
  first_seen: number
  updated_at: number | null
  city: LocalisedName | null
  country: LocalisedName | null
  iso_code: string | null
  subdivision: LocalisedName | null
  longitude: number | null
  latitude: number | null
  /** Country lists only: the node's AS number and its ISP's name. */
  as_number?: number | null
  isp?: string | null
}

/** `/v1/lightning/nodes/country/:country`. */
export interface NodesInCountry {
  country: LocalisedName
  nodes: ListedNode[]
}

/** `/v1/lightning/nodes/isp/:isp`. */
export interface NodesPerIsp {
  isp: string
  nodes: ListedNode[]
}

/** `[asn list (comma-separated), ISP name, capacity, channel count, node count]`. */
export type IspRankingRow = [
  asns: string,
  name: string,
  capacity: number,
  channels: number,
  nodes: number,
]

/** `/v1/lightning/nodes/isp-ranking`. */
export interface IspRanking {
  /** `parseInt` of SQL SUMs: null (NaN on the server) when there is nothing to sum. */
  clearnetCapacity: number | null
  torCapacity: number | null
  unknownCapacity: number | null
  ispRanking: IspRankingRow[]
}

/** One end of a channel in `/v1/lightning/channels/txids`: its policy, null where it announced none. */
export interface TransactionChannelSide {
  alias: string | null
  public_key: string
  base_fee_mtokens: number | null
  cltv_delta: number | null
  fee_rate: number | null
  /** A TINYINT(1) on the wire (0/1), a boolean here; null without a policy. */
  is_disabled: boolean | null
  max_htlc_mtokens: number | null
  min_htlc_mtokens: number | null
  updated_at: string | null
  funding_balance: number
  closing_balance: number
  /** Present (true) on the side that closed the channel. */
  initiated_close?: true
}

/** One end of a channel in `/v1/lightning/channels/:id`: also its node's latest figures and place. */
export interface ChannelSide extends TransactionChannelSide {
  channels: number
  capacity: number
  longitude: number | null
  latitude: number | null
}

/** 0 inactive, 1 active, 2 closed. */
export type ChannelStatus = 0 | 1 | 2

/** A channel as `/v1/lightning/channels/txids` gives it (dates are ISO strings here). */
export interface TransactionChannel<Side = TransactionChannelSide> {
  id: string
  short_id: string
  capacity: number
  transaction_id: string
  transaction_vout: number
  closing_transaction_id: string | null
  closing_fee: number
  closing_reason: number | null
  closing_date: string | null
  updated_at: string | null
  created: string | null
  status: ChannelStatus
  funding_ratio: number | null
  closed_by: string | null
  single_funded: boolean
  node_left: Side
  node_right: Side
}

/** `/v1/lightning/channels/:short_id`. */
export type LightningChannel = TransactionChannel<ChannelSide>

/** An entry of `/v1/lightning/channels?public_key=`. */
export interface NodeChannel {
  status: ChannelStatus
  closing_reason: number | null
  capacity: number
  short_id: string
  id: string
  fee_rate: number
  /** Unix seconds here (an ISO string in `/channels/:id`); null while open. */
  closing_date: number | null
  /** The peer; `capacity` is a SQL SUM (a decimal string on the wire). */
  node: { alias: string; public_key: string; channels: number; capacity: number }
}

/** What `/v1/lightning/channels/txids` says of one transaction: channels opened by outputs, closed by inputs. */
export interface ChannelsOfTransaction {
  /** `0` when the transaction closes a channel. */
  inputs: Record<string, TransactionChannel>
  /** By output index. */
  outputs: Record<string, TransactionChannel>
}

/** `[node1 key, node1 alias, lng, lat, node2 key, node2 alias, lng, lat]`. */
export type ChannelGeo = [string, string, number, number, string, string, number, number]

/** A node found by `/v1/lightning/search` or `/nodes/search/:q`: the `nodes` row, figures null until its first stats. */
export interface SearchedNode {
  public_key: string
  alias: string
  capacity: number | null
  channels: number | null
  /** 1 in the graph, 0 gone from it. */
  status: number
}

/** A channel found by `/v1/lightning/search` or `/channels/search/:q`. */
export interface SearchedChannel {
  id: string
  short_id: string
  capacity: number
  status: ChannelStatus
}

/** `/v1/lightning/search`. */
export interface LightningSearchResult {
  nodes: SearchedNode[]
  channels: SearchedChannel[]
}

/** `[lng, lat, public key, alias, capacity, channels, country, iso code]`. */
export type WorldNode = [number, number, string, string, number, number, LocalisedName, string]

/** `/v1/lightning/nodes/world`. */
export interface LightningWorld {
  /** SQL MAX: null when no node is located. */
  maxLiquidity: number | null
  maxChannels: number | null
  nodes: WorldNode[]
}

/**
 * A channel closed with a penalty (a justice transaction), as `/v1/lightning/penalties` sends it: the raw
 * `channels` row (`SELECT channels.*`, not converted like `/channels/:id`) with both nodes' aliases. DATETIME
 * columns arrive as ISO strings, TINYINT(1) flags as 0/1. Only the columns a list needs are typed here.
 */
export interface PenaltyChannel {
  /** The integer id, as a string (BIGINT over 2^53). */
  id: string
  short_id: string
  capacity: number
  transaction_id: string
  transaction_vout: number
  closing_transaction_id: string | null
  /** ISO string. */
  closing_date: string | null
  /** 3 for every channel of this list (the query selects them by it). */
  closing_reason: number
  status: number
  node1_public_key: string
  node2_public_key: string
  /** Null when the node is not in the service's node table (LEFT JOIN). */
  alias_left: string | null
  alias_right: string | null
}
