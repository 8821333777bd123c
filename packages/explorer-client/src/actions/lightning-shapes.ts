import { maybe, orNull, type Schema } from '../validate/schema.js'
import type { Check } from '../validate/shape.js'

/**
 * The wire shapes of mempool's Lightning routes (backend/src/api/explorer/*.api.ts), as its MySQL rows
 * reach JSON through mysql2 with `supportBigNumbers`: a SUM is a DECIMAL and arrives as a decimal string
 * (`I`, made a number here), a TINYINT(1) flag as 0/1 (`B`, made a boolean), a LEFT JOINed or NULL-default
 * column as `null`, a channel's BIGINT id (over 2^53) as a string. See conformance/lightning.md.
 */

/** A GeoNames `names` object (`{"en": "Berlin", "de": ...}`), JSON-parsed by the backend. */
const names: Schema = { '*': 's' }
const place = orNull(names)

/** A JSON array starting with these kinds, one a position (the positional rows of several routes). */
const tuple =
  (...kinds: ((value: unknown) => boolean)[]): Check =>
  (value) => {
    if (!Array.isArray(value) || value.length < kinds.length) {
      return `expected an array of ${kinds.length}`
    }
    const bad = kinds.findIndex((ok, i) => !ok(value[i]))
    return bad < 0
      ? undefined
      : `[${bad}]: unexpected ${value[bad] === null ? 'null' : typeof value[bad]}`
  }
const str = (v: unknown) => typeof v === 'string'
const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v)
const isNames = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A `lightning_stats` row (`SELECT *`): `added` a DATE, so an ISO string at midnight UTC. */
export const statisticsRow: Schema = {
  added: 's',
  channel_count: 'i',
  node_count: 'i',
  total_capacity: 'i',
  tor_nodes: 'i',
  clearnet_nodes: 'i',
  unannounced_nodes: 'i',
  clearnet_tor_nodes: 'i',
  avg_capacity: 'i',
  avg_fee_rate: 'i',
  avg_base_fee_mtokens: 'i',
  med_capacity: 'i',
  med_fee_rate: 'i',
  med_base_fee_mtokens: 'i',
}

/** `statistics/latest`: `previous` is absent when no row is dated seven days back (and both on an empty table). */
export const statisticsLatest: Schema = {
  latest: maybe(statisticsRow),
  previous: maybe(statisticsRow),
}

export const statisticsHistory: Schema = [
  {
    added: 'i',
    channel_count: 'i',
    total_capacity: 'i',
    tor_nodes: 'i',
    clearnet_nodes: 'i',
    unannounced_nodes: 'i',
    clearnet_tor_nodes: 'i',
  },
]

/** `nodes/:public_key`: `capacity` is `SUM(capacity)` (a decimal string, or 0 without active channels). */
export const node: Schema = {
  public_key: 's',
  alias: 's',
  first_seen: 'i',
  updated_at: 'i!',
  color: 's',
  sockets: 's!',
  as_number: 'i!',
  city_id: 'i!',
  country_id: 'i!',
  subdivision_id: 'i!',
  longitude: 'n!',
  latitude: 'n!',
  iso_code: 's!',
  as_organization: 's!',
  city: place,
  country: place,
  subdivision: place,
  features: orNull([{ bit: 'i', name: 's', is_known: 'b', is_required: 'b' }]),
  featuresBits: 's!',
  active_channel_count: 'i',
  capacity: 'I',
  opened_channel_count: 'i',
  closed_channel_count: 'i',
  custom_records: { '*': 'x' },
}

export const nodeStatistics: Schema = [{ added: 'i', capacity: 'i', channels: 'i' }]

/** `nodes/rankings`: `nodes.capacity` and `nodes.channels` are NULL until the node's first stats. */
export const rankingsSummary: Schema = {
  topByCapacity: [{ publicKey: 's', alias: 's', capacity: 'i!' }],
  topByChannels: [{ publicKey: 's', alias: 's', channels: 'i!', city: place, country: place }],
}

/** `nodes/rankings/:ranking`: `subdivision` is the raw JSON text here (the backend parses only city and country). */
export const rankedNodes: Schema = [
  {
    publicKey: 's',
    alias: 's',
    capacity: 'i',
    channels: 'i',
    firstSeen: 'i',
    updatedAt: 'i!',
    city: place,
    country: place,
    iso_code: 's!',
    subdivision: 's!',
  },
]

/** `nodes/countries`: `capacity` is `SUM(capacity)` per country: a decimal string, NULL when no node has one. */
export const countries: Schema = [{ name: names, iso: 's', count: 'i', share: 'n', capacity: 'I!' }]

const listedNode: Schema = {
  public_key: 's',
  capacity: 'i',
  channels: 'i',
  alias: 's',
  first_seen: 'i',
  updated_at: 'i!',
  city: place,
  country: place,
  iso_code: 's!',
  subdivision: place,
  longitude: 'n!',
  latitude: 'n!',
}
export const countryNodes: Schema = { country: names, nodes: [listedNode] }
export const ispNodes: Schema = { isp: 's', nodes: [listedNode] }

/** `nodes/isp-ranking`: the three totals are `parseInt` of SUMs: NaN (JSON `null`) when a SUM is NULL. */
export const ispRanking: Schema = {
  clearnetCapacity: 'i!',
  torCapacity: 'i!',
  unknownCapacity: 'i!',
  ispRanking: [tuple(str, str, num, num, num)],
}

/** One end of a channel, as `channels/txids` sends it (no node_stats figures, no place). */
const channelSide = {
  alias: 's!',
  public_key: 's',
  base_fee_mtokens: 'i!',
  cltv_delta: 'i!',
  fee_rate: 'i!',
  is_disabled: 'B!',
  max_htlc_mtokens: 'N!',
  min_htlc_mtokens: 'i!',
  updated_at: 's!',
  funding_balance: 'i',
  closing_balance: 'i',
  initiated_close: 'b?',
} as const

/** ChannelsApi.convertChannel: each channel of `channels/txids`, and with `sides` `channels/:short_id`. */
const channelOf = (side: Schema): Schema => ({
  id: 's',
  short_id: 's',
  capacity: 'i',
  transaction_id: 'h',
  transaction_vout: 'i',
  closing_transaction_id: 's!',
  closing_fee: 'i',
  closing_reason: 'i!',
  closing_date: 's!',
  updated_at: 's!',
  created: 's!',
  status: 'i',
  funding_ratio: 'n!',
  closed_by: 's!',
  single_funded: 'b',
  node_left: side,
  node_right: side,
})

/** `channels/:short_id`: each side also has its node's latest node_stats row and its place. */
export const channel = channelOf({
  ...channelSide,
  channels: 'i',
  capacity: 'i',
  longitude: 'n!',
  latitude: 'n!',
})

const txChannel = channelOf(channelSide)
export const channelsOfTransactions: Schema = [
  { inputs: { '*': txChannel }, outputs: { '*': txChannel } },
]

/** `channels?public_key=&index=`: `closing_date` is UNIX_TIMESTAMP here; the peer's `capacity` a SUM. */
export const nodeChannels: Schema = [
  {
    status: 'i',
    closing_reason: 'i!',
    closing_date: 'i!',
    capacity: 'i',
    short_id: 's',
    id: 's',
    fee_rate: 'i',
    node: { alias: 's', public_key: 's', channels: 'i', capacity: 'I' },
  },
]

export const channelsGeo: Schema = [tuple(str, str, num, num, str, str, num, num)]

/** `nodes` rows of the search: `nodes.capacity`/`channels` columns, NULL until the node's first stats. */
export const searchedNodes: Schema = [
  { public_key: 's', alias: 's', capacity: 'i!', channels: 'i!', status: 'i' },
]
export const searchedChannels: Schema = [{ id: 's', short_id: 's', capacity: 'i', status: 'i' }]
export const search: Schema = { nodes: searchedNodes, channels: searchedChannels }

/** `nodes/world`: `[lng, lat, key, alias, capacity, channels, country names, iso code]`. */
export const world: Schema = {
  maxLiquidity: 'i!',
  maxChannels: 'i!',
  nodes: [tuple(num, num, str, str, num, num, isNames, str)],
}
