/** Lightning responses as mempool's backend builds them (see conformance/lightning.md): no recording of these exists. */
import type {
  CountryNodes,
  IspRanking,
  LightningChannel,
  LightningNode,
  LightningNodeStatistic,
  LightningSearchResult,
  LightningStatistics,
  LightningStatisticsLatest,
  LightningWorld,
  ListedNode,
  NodeChannel,
  NodesInCountry,
  NodesPerIsp,
  RankedNode,
} from '../src/wire/lightning.js'

export const ACINQ = '03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f'
export const PEER = '02778f4a4eb3a2344b9fd8ee72e7ec5f03f803e5f5273e2e1a2af508910cf2b12b'
export const FUNDING = '20b984492b5264162a4c92c9a34bc7fa08b67d669de7b4c5982ad3cb28aaecf6'

const stats = (added: string, channels: number): LightningStatistics => ({
  id: channels,
  added,
  channel_count: channels,
  node_count: 15000,
  total_capacity: 500000000000,
  tor_nodes: 9000,
  clearnet_nodes: 3000,
  unannounced_nodes: 800,
  clearnet_tor_nodes: 2200,
  avg_capacity: 9000000,
  avg_fee_rate: 600,
  avg_base_fee_mtokens: 800,
  med_capacity: 2000000,
  med_fee_rate: 50,
  med_base_fee_mtokens: 1000,
})

export const statisticsLatest: LightningStatisticsLatest = {
  latest: stats('2024-03-31T00:00:00.000Z', 52000),
  previous: stats('2024-03-24T00:00:00.000Z', 51800),
}

export const node: LightningNode = {
  public_key: ACINQ,
  alias: 'ACINQ',
  first_seen: 1522941222,
  updated_at: 1711850000,
  color: '#49daaa',
  sockets: '3.33.236.230:9735,of7husrflx7sforh3fw6yqlpwstee3wg5imvvmkp4bz6rbjxtg5nljad.onion:9735',
  as_number: 16509,
  city_id: null,
  country_id: 2635167,
  subdivision_id: null,
  longitude: -0.1224,
  latitude: 51.4964,
  iso_code: 'GB',
  as_organization: 'AMAZON-02',
  city: null,
  country: { en: 'United Kingdom', de: 'Vereinigtes Königreich' },
  subdivision: null,
  features: [{ bit: 1, name: 'data-loss-protect', is_known: true, is_required: false }],
  featuresBits: '0x80000000000000000000000a2a69a2',
  active_channel_count: 2900,
  capacity: 35000000000,
  opened_channel_count: 2900,
  closed_channel_count: 5000,
  custom_records: {},
}

export const nodeStatistics: LightningNodeStatistic[] = [
  { added: 1711238400, capacity: 34900000000, channels: 2890 },
  { added: 1711324800, capacity: 35000000000, channels: 2900 },
]

const listed: ListedNode = {
  public_key: ACINQ,
  capacity: 35000000000,
  channels: 2900,
  alias: 'ACINQ',
  first_seen: 1522941222,
  updated_at: 1711850000,
  city: null,
  country: { en: 'United Kingdom' },
  iso_code: 'GB',
  subdivision: null,
  longitude: -0.1224,
  latitude: 51.4964,
}
export const nodesInCountry: NodesInCountry = {
  country: { en: 'United Kingdom', fr: 'Royaume-Uni' },
  nodes: [listed],
}
export const nodesPerIsp: NodesPerIsp = { isp: 'Amazon.com', nodes: [listed] }
/** As sent: `capacity` is a SQL SUM, a decimal string. */
export const countries = [
  { name: { en: 'United States' }, iso: 'US', count: 2500, share: 31.2, capacity: '183456789012' },
]
/** As the client gives it: the capacity a number. */
export const countriesRead: CountryNodes[] = [
  { ...countries[0], capacity: 183456789012 } as CountryNodes,
]
export const ispRanking: IspRanking = {
  clearnetCapacity: 300000000000,
  torCapacity: 150000000000,
  unknownCapacity: 1000000,
  ispRanking: [['16509,14618', 'Amazon.com', 60000000000, 9000, 400]],
}
export const ranked: RankedNode[] = [
  {
    publicKey: ACINQ,
    alias: 'ACINQ',
    capacity: 35000000000,
    channels: 2900,
    firstSeen: 1522941222,
    updatedAt: 1711850000,
    city: null,
    country: { en: 'United Kingdom' },
    iso_code: 'GB',
    subdivision: null,
  },
]

const side = (publicKey: string, alias: string) => ({
  alias,
  public_key: publicKey,
  channels: 2900,
  capacity: 35000000000,
  base_fee_mtokens: 1000,
  cltv_delta: 144,
  fee_rate: 100,
  is_disabled: false,
  max_htlc_mtokens: 4950000000,
  min_htlc_mtokens: 1,
  updated_at: '2024-03-30T12:00:00.000Z',
  longitude: -0.1224,
  latitude: 51.4964,
  funding_balance: 0,
  closing_balance: 0,
})
export const channel: LightningChannel = {
  id: '932535394016296961',
  short_id: '848136x1234x1',
  capacity: 5000000,
  transaction_id: FUNDING,
  transaction_vout: 1,
  closing_transaction_id: null,
  closing_fee: 0,
  closing_reason: null,
  closing_date: null,
  updated_at: '2024-03-30T12:00:00.000Z',
  created: '2024-06-16T05:51:11.000Z',
  status: 1,
  funding_ratio: null,
  closed_by: null,
  single_funded: true,
  node_left: side(ACINQ, 'ACINQ'),
  node_right: side(PEER, 'peer'),
}

/** Channel `n` of a node's channel list. */
export function nodeChannel(n: number): NodeChannel {
  return {
    status: 1,
    closing_reason: null,
    closing_date: null,
    capacity: 1000000 + n,
    short_id: `848136x${n}x0`,
    id: `932531052359${String(n).padStart(6, '0')}`,
    fee_rate: 100,
    node: { alias: `peer ${n}`, public_key: PEER, channels: 10, capacity: 20000000 },
  }
}

export const search: LightningSearchResult = {
  nodes: [{ public_key: ACINQ, alias: 'ACINQ', capacity: 35000000000, channels: 2900, status: 1 }],
  channels: [{ short_id: '848136x1234x1', id: '932535394016296961', capacity: 5000000, status: 1 }],
}

export const world: LightningWorld = {
  maxLiquidity: 35000000000,
  maxChannels: 2900,
  nodes: [[-0.1224, 51.4964, ACINQ, 'ACINQ', 35000000000, 2900, { en: 'United Kingdom' }, 'GB']],
}
