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

/** `/v1/lightning/statistics/latest`: now and seven days earlier. */
export interface LightningStatisticsLatest {
  latest: LightningStatistics
  previous: LightningStatistics
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
  updated_at: number
  color: string
  /** Comma-separated `host:port` list. */
  sockets: string
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
  features?: LightningNodeFeature[]
  featuresBits?: string
  active_channel_count: number
  capacity: number
  opened_channel_count: number
  closed_channel_count: number
  custom_records?: Record<string, string>
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
  updatedAt: number
  city: LocalisedName | null
  country: LocalisedName | null
  subdivision?: LocalisedName | null
  iso_code?: string | null
  geolocation?: unknown
}

export interface CountryNodes {
  name: LocalisedName
  iso: string
  count: number
  /** Percent. */
  share: number
  /** Satoshis, as a decimal string. */
  capacity: string | number
}

export interface ListedNode {
  public_key: string
  capacity: number
  channels: number
  alias: string
  first_seen: number
  updated_at: number
  city: LocalisedName | null
  country: LocalisedName | null
  iso_code: string | null
  subdivision: LocalisedName | null
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
  clearnetCapacity: number
  torCapacity: number
  unknownCapacity: number
  ispRanking: IspRankingRow[]
}

export interface ChannelSide {
  alias: string
  public_key: string
  channels: number
  capacity: number
  base_fee_mtokens: number
  cltv_delta: number
  fee_rate: number
  is_disabled: boolean
  max_htlc_mtokens: number
  min_htlc_mtokens: number
  updated_at: string | number | null
  longitude: number | null
  latitude: number | null
  funding_balance?: number
  closing_balance?: number
}

/** 0 inactive, 1 active, 2 closed. */
export type ChannelStatus = 0 | 1 | 2

/** `/v1/lightning/channels/:short_id`. */
export interface LightningChannel {
  id: string
  short_id: string
  capacity: number
  transaction_id: string
  transaction_vout: number
  closing_transaction_id: string | null
  closing_fee?: number | null
  closing_reason: number | null
  closing_date: string | null
  updated_at: string | null
  created: string
  status: ChannelStatus
  funding_ratio?: number | null
  closed_by?: string | null
  single_funded?: boolean
  node_left: ChannelSide
  node_right: ChannelSide
}

/** An entry of `/v1/lightning/channels?public_key=`. */
export interface NodeChannel {
  status: ChannelStatus
  closing_reason: number | null
  capacity: number
  short_id: string
  id: string
  fee_rate: number
  closing_date?: string | null
  node: { alias: string; public_key: string; channels: number; capacity: number }
}

/** What `/v1/lightning/channels/txids` says of one transaction: channels opened by outputs, closed by inputs. */
export interface ChannelsOfTransaction {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}

/** `[node1 key, node1 alias, lng, lat, node2 key, node2 alias, lng, lat]`. */
export type ChannelGeo = [string, string, number, number, string, string, number, number]

/** `/v1/lightning/search`. */
export interface LightningSearchResult {
  nodes: {
    public_key: string
    alias: string
    capacity: number
    channels: number
    status?: number
  }[]
  channels: {
    short_id: string
    id: string
    capacity?: number
    status?: ChannelStatus
    [key: string]: unknown
  }[]
}

/** `[lng, lat, public key, alias, capacity, channels, country, iso code]`. */
export type WorldNode = [
  number,
  number,
  string,
  string,
  number,
  number,
  LocalisedName | string | null,
  string | null,
]

/** `/v1/lightning/nodes/world`. */
export interface LightningWorld {
  maxLiquidity: number
  maxChannels: number
  nodes: WorldNode[]
}
