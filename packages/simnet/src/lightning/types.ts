import type {
  ChannelStatus,
  LocalisedName as ClientLocalisedName,
  LightningNodeFeature,
} from '@outpoint/explorer-client'
import type { BitcoinNetworkName } from '../params.js'

/**
 * Place names by language as GeoLite2 has them: the client's `LocalisedName`, with `en` always there (often
 * `de`, `fr`, `ja`, `pt-BR`, `ru`, `zh-CN`, `es` too).
 */
export interface LocalisedName extends ClientLocalisedName {
  en: string
}

export interface Subdivision {
  id: number
  names: LocalisedName
}

export interface City {
  id: number
  names: LocalisedName
  subdivision: Subdivision | undefined
  longitude: number
  latitude: number
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  iso: string
  /** GeoNames id, as mempool's `country_id`. */
  id: number
  names: LocalisedName
  /** Where GeoLite2 puts an address it only knows the country of. */
  longitude: number
  latitude: number
  cities: City[]
}

/** A hosting company or access provider: one name over one or more AS numbers. */
export interface Isp {
  name: string
  asns: number[]
  /** ISO codes of the countries it has nodes in. */
  countries: string[]
  /** First one or two IPv4 octets of its address blocks. */
  ipv4: number[][]
  /** Its IPv6 prefix (hex groups), when its customers use IPv6. */
  ipv6: string | undefined
  /** Relative share of clearnet nodes. */
  weight: number
  /** A cloud or hosting company (where the big routing nodes run), not an access provider. */
  hosting: boolean
}

/** Where a clearnet node's address geolocates. */
export interface Location {
  isp: Isp
  asn: number
  country: Country
  /** Undefined when the address only geolocates to a country. */
  city: City | undefined
  longitude: number
  latitude: number
}

/** How a node can be reached: the four kinds mempool counts. */
export type NodeReach = 'tor' | 'clearnet' | 'clearnet_tor' | 'unannounced'

/** A node implementation's announced features (shared by every node running it). */
export interface FeatureSet {
  implementation: string
  features: LightningNodeFeature[]
  /** Hex of the feature bit field, as mempool prints it. */
  bits: string
}

/** A channel side's routing policy. Amounts in millisatoshis, the fee rate in parts per million. */
export interface Policy {
  feeRate: number
  baseFee: number
  cltvDelta: number
  minHtlc: number
  maxHtlc: number
  disabled: boolean
  /** Unix seconds of the side's last channel update. */
  updatedAt: number
}

/** 1 mutual, 2 force closed, 3 force closed with penalty (mempool's forensics), 4 unknown. */
export type ClosingReason = 1 | 2 | 3 | 4

export interface Closing {
  txid: string
  /** Unix seconds. */
  time: number
  reason: ClosingReason
  fee: number
  /** Index of the node that closed it, when known. */
  closedBy: number | undefined
  /** What each side got back, in node order. */
  balances: [number, number]
}

export interface LnChannel {
  index: number
  /** The short id as one integer (block << 40 | tx << 16 | output), in decimal. */
  id: string
  /** `block x tx x output`. */
  shortId: string
  height: number
  txIndex: number
  vout: number
  capacity: number
  txid: string
  /** True when the funding transaction is one of the simulated chain's (else it predates its history). */
  onChain: boolean
  /** Unix seconds of the funding block. */
  created: number
  /** Unix seconds of the last channel update. */
  updatedAt: number
  /** 0 inactive, 1 active, 2 closed. */
  status: ChannelStatus
  /** Unix seconds the channel stopped routing (closed or went inactive); undefined while active. */
  end: number | undefined
  /** Node indexes; node 1 has the lesser public key, as in BOLT 7. */
  node1: number
  node2: number
  policy1: Policy
  policy2: Policy
  closing: Closing | undefined
  fundingRatio: number | null
  singleFunded: boolean
  fundingBalances: [number, number]
}

export interface LnNode {
  index: number
  publicKey: string
  alias: string
  /** `#rrggbb`. */
  color: string
  /** Comma-separated `host:port` list, empty when the node announces none. */
  sockets: string
  reach: NodeReach
  firstSeen: number
  updatedAt: number
  location: Location | undefined
  features: FeatureSet
  customRecords: Record<string, string>
  /** Indexes of every channel it has had, open and closed. */
  channels: number[]
  /** Channels with status 1, and their capacity. */
  activeChannels: number
  capacity: number
  /** Channels not closed (status 0 or 1). */
  openChannels: number
  closedChannels: number
}

/** A network's simulated Lightning graph: built once per chain, read by every route. */
export interface LightningGraph {
  network: BitcoinNetworkName
  /** Unix seconds the graph describes (the time of the generated chain's tip). */
  now: number
  nodes: LnNode[]
  channels: LnChannel[]
  byPublicKey: Map<string, LnNode>
  byShortId: Map<string, LnChannel>
  /** Channels by funding or closing txid. */
  byTxid: Map<string, LnChannel[]>
}
