import type {
  IspRanking,
  LightningNode,
  LightningStatistics,
  NodesInCountry,
  PenaltyChannel,
  RankedNode,
} from '@outpoint/explorer-client'

/** What Lightning tests serve: mempool-shaped bodies with hostile aliases, rendered as text. */
export const evilAlias = '<img src=x onerror="window.pwned=1">'
export const keyA = `02${'a1'.repeat(32)}`
export const keyB = `03${'b2'.repeat(32)}`

/** A day's network figures as statistics/latest gives them, with `channels` channels. */
export const lightningStatistics = (channels: number): LightningStatistics => ({
  added: '2026-11-20T00:00:00.000Z',
  channel_count: channels,
  node_count: 400,
  total_capacity: 5e10,
  tor_nodes: 200,
  clearnet_nodes: 100,
  unannounced_nodes: 50,
  clearnet_tor_nodes: 50,
  avg_capacity: 5e7,
  avg_fee_rate: 300,
  avg_base_fee_mtokens: 900,
  med_capacity: 2e6,
  med_fee_rate: 50,
  med_base_fee_mtokens: 1000,
})

const ranked: RankedNode[] = [
  {
    publicKey: keyA,
    alias: evilAlias,
    capacity: 9e9,
    channels: 120,
    firstSeen: 1_600_000_000,
    updatedAt: 1_700_000_000,
    city: { en: 'Berlin' },
    country: { en: 'Germany' },
    iso_code: 'DE',
    subdivision: '{"en":"Berlin"}',
  },
  {
    publicKey: keyB,
    alias: '',
    capacity: 1e9,
    channels: 30,
    firstSeen: 1_650_000_000,
    updatedAt: 1_700_000_000,
    city: null,
    country: null,
    iso_code: null,
    subdivision: null,
  },
]

/** Twelve nodes, largest first (the overview shows ten of each ranking). */
export const manyRanked: RankedNode[] = Array.from({ length: 12 }, (_, i) => ({
  publicKey: `02${String(i).padStart(2, '0').repeat(32)}`,
  alias: `Node ${i + 1}`,
  capacity: 1e9 * (12 - i),
  channels: 100 - i,
  firstSeen: 1_500_000_000 + i * 86_400,
  updatedAt: 1_700_000_000,
  city: null,
  country: { en: 'Germany' },
  iso_code: 'DE',
  subdivision: null,
}))

/** A penalty row as mempool sends it (raw channel columns; the ones no page reads left out). */
export const penalty: PenaltyChannel = {
  id: '844959409010393089',
  short_id: '768493x2108x1',
  capacity: 2_000_000,
  transaction_id: 'ab'.repeat(32),
  transaction_vout: 1,
  closing_transaction_id: 'cd'.repeat(32),
  closing_date: '2023-02-03T04:05:06.000Z',
  closing_reason: 3,
  status: 2,
  node1_public_key: keyA,
  node2_public_key: keyB,
  alias_left: evilAlias,
  alias_right: null,
}

/** A node of a group, as `nodes/:public_key` sends it. */
export const groupNode = (publicKey: string, alias: string, capacity: number): LightningNode => ({
  public_key: publicKey,
  alias,
  first_seen: 1_600_000_000,
  updated_at: 1_700_000_000,
  color: '#ff9900',
  sockets: '203.0.113.5:9735',
  as_number: null,
  city_id: null,
  country_id: null,
  subdivision_id: null,
  longitude: null,
  latitude: null,
  iso_code: 'DE',
  as_organization: null,
  city: { en: 'Berlin' },
  country: { en: 'Germany' },
  subdivision: null,
  features: null,
  featuresBits: null,
  active_channel_count: 40,
  capacity,
  opened_channel_count: 42,
  closed_channel_count: 3,
  custom_records: {},
})

const country: NodesInCountry = {
  country: { en: 'Germany' },
  nodes: [
    {
      public_key: keyA,
      alias: evilAlias,
      capacity: 9e9,
      channels: 120,
      first_seen: 1_600_000_000,
      updated_at: 1_700_000_000,
      city: { en: 'Berlin' },
      country: { en: 'Germany' },
      iso_code: 'DE',
      subdivision: null,
      longitude: 13.4,
      latitude: 52.5,
    },
  ],
}

const isps: IspRanking = {
  clearnetCapacity: 6e9,
  torCapacity: 3e9,
  unknownCapacity: 1e9,
  ispRanking: [['16509,14618', 'Amazon <b>AWS</b>', 5e9, 300, 40]],
}

/** Bodies by path below `/api/v1/lightning/`. */
export const lightningBodies: Record<string, unknown> = {
  'statistics/latest': {
    latest: lightningStatistics(1100),
    previous: lightningStatistics(1000),
  },
  'statistics/1y': [1, 2, 3].map((d) => ({
    added: 1_700_000_000 + d * 86_400,
    channel_count: 1000 + d,
    total_capacity: 5e10 + d * 1e8,
    tor_nodes: 200,
    clearnet_nodes: 100,
    unannounced_nodes: 50,
    clearnet_tor_nodes: 50 + d,
  })),
  'nodes/rankings': {
    topByCapacity: [{ publicKey: keyA, alias: evilAlias, capacity: 9e9 }],
    topByChannels: [
      { publicKey: keyB, alias: 'Connected', channels: 120, city: null, country: null },
    ],
  },
  'nodes/rankings/liquidity': ranked,
  'nodes/rankings/connectivity': ranked,
  'nodes/rankings/age': ranked,
  'nodes/countries': [
    { name: { en: 'Germany' }, iso: 'DE', count: 1, share: 100, capacity: '9000000000' },
  ],
  'nodes/country/DE': country,
  'nodes/isp-ranking': isps,
  penalties: [penalty],
  'nodes/group/mempool.space': [groupNode(keyB, 'Small', 1e8), groupNode(keyA, evilAlias, 5e9)],
  'nodes/isp/16509%2C14618': { isp: 'Amazon <b>AWS</b>', nodes: country.nodes },
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * A fetch stand-in serving `bodies` (lightningBodies unless given); `failing` paths answer 503, paths
 * without a body 404. Records request URLs.
 */
export function lightningFetch(
  requests: string[],
  failing: readonly string[] = [],
  bodies: Record<string, unknown> = lightningBodies,
) {
  return async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input)
    requests.push(url)
    const path = url.replace(/^.*\/api\/v1\/lightning\//, '').replace(/\?.*$/, '')
    if (failing.includes(path)) return json('Service unavailable', 503)
    const body = bodies[path]
    return body === undefined ? json('not found', 404) : json(body)
  }
}
