import type { ExplorerClient } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import type { BitcoinNetwork } from '../networks.js'
import { hash, list, oneOf, plainText } from '../validate/params.js'
import { type Schema, schema } from '../validate/schema.js'
import type {
  ChannelGeo,
  ChannelsOfTransaction,
  CountryNodes,
  IspRanking,
  LightningChannel,
  LightningNode,
  LightningNodeStatistic,
  LightningSearchResult,
  LightningStatisticsLatest,
  LightningWorld,
  NodeChannel,
  NodesInCountry,
  NodesPerIsp,
  RankedNode,
  SearchedChannel,
  SearchedNode,
} from '../wire/lightning.js'
import type { LightningRankingsSummary, LightningStatisticsRow } from '../wire/lightning-network.js'
import { type CallOptions, type EndpointOptions, endpoint } from './endpoint.js'
import * as shape from './lightning-shapes.js'

type LightningClient = ExplorerClient<BitcoinNetwork>
type Action<P, R> = (client: LightningClient, params: CallOptions & P) => Promise<R>
type NoParameters<R> = (client: LightningClient, options?: CallOptions) => Promise<R>

export interface PublicKeyParameters extends CallOptions {
  /** Node public key, 66 hex. */
  publicKey: string
}

/** Channels per page of `/v1/lightning/channels`. */
export const nodeChannelsPageSize = 10
export const nodeRankings = ['liquidity', 'connectivity', 'age'] as const
export type NodeRanking = (typeof nodeRankings)[number]
export const channelStatuses = ['open', 'closed'] as const

/** Intervals `/v1/lightning/statistics/:interval` accepts. */
export const lightningStatisticsIntervals = [
  '24h',
  '3d',
  '1w',
  '1m',
  '3m',
  '6m',
  '1y',
  '2y',
  '3y',
  'all',
] as const
export type LightningStatisticsInterval = (typeof lightningStatisticsIntervals)[number]

/** A `/v1/lightning/...` route: Lightning runs on Bitcoin networks only. */
const ln = <F>(path: string, wire: Schema, options: EndpointOptions = {}) =>
  endpoint<F>(`v1/lightning/${path}`, schema(wire), { ...options, chain: 'bitcoin' })

/** A rule from a pattern: the value as text must match it. */
const pattern =
  (re: RegExp, expected: string) =>
  (name: string, value: unknown): string => {
    if ((typeof value !== 'string' && typeof value !== 'number') || !re.test(String(value))) {
      throw new InvalidParameterError(name, value, expected)
    }
    return String(value)
  }

/** `GET /v1/lightning/statistics/latest`: network statistics now and seven days earlier (either may be absent). */
export const getLightningStatistics = ln<NoParameters<LightningStatisticsLatest>>(
  'statistics/latest',
  shape.statisticsLatest,
)

/** `GET /v1/lightning/statistics/:interval`: daily network rows over an interval (order as served: sort by `added`). */
export const getLightningStatisticsHistory = ln<
  Action<{ interval: LightningStatisticsInterval }, LightningStatisticsRow[]>
>('statistics/:interval', shape.statisticsHistory, {
  rules: { interval: (name, value) => oneOf(name, value, lightningStatisticsIntervals) },
})

/** `GET /v1/lightning/nodes/country/:country`: nodes in a country (ISO 3166 alpha-2 code). */
export const getNodesInCountry = ln<Action<{ country: string }, NodesInCountry>>(
  'nodes/country/:country',
  shape.countryNodes,
  {
    rules: {
      country: (name, value) =>
        pattern(/^[A-Za-z]{2}$/, 'a two-letter ISO 3166 country code')(name, value).toUpperCase(),
    },
  },
)

/** `GET /v1/lightning/nodes/countries`: node count, share and capacity per country. */
export const getNodesPerCountry = ln<NoParameters<CountryNodes[]>>(
  'nodes/countries',
  shape.countries,
)

/** `GET /v1/lightning/nodes/isp/:isp`: nodes hosted by an ISP, given by its AS number(s), comma-separated. */
export const getNodesPerIsp = ln<Action<{ isp: string | number }, NodesPerIsp>>(
  'nodes/isp/:isp',
  shape.ispNodes,
  {
    rules: {
      isp: pattern(/^\d{1,10}(,\d{1,10})*$/, 'an AS number, or several separated by commas'),
    },
  },
)

/** `GET /v1/lightning/nodes/isp-ranking`: capacity, channels and nodes per ISP. */
export const getIspRanking = ln<NoParameters<IspRanking>>('nodes/isp-ranking', shape.ispRanking)

/** `GET /v1/lightning/nodes/rankings`: the top few nodes by capacity and by channels. */
export const getLightningRankingsSummary = ln<NoParameters<LightningRankingsSummary>>(
  'nodes/rankings',
  shape.rankingsSummary,
)

/** `GET /v1/lightning/nodes/rankings/:ranking`: the top 100 by liquidity, connectivity or age (oldest). */
export const getNodeRanking = ln<Action<{ ranking: NodeRanking }, RankedNode[]>>(
  'nodes/rankings/:ranking',
  shape.rankedNodes,
  { rules: { ranking: (name, value) => oneOf(name, value, nodeRankings) } },
)

/**
 * `GET /v1/lightning/nodes/:public_key`. A key the service does not know answers 500 "This node does not
 * exist, or our node is not seeing it yet" (`nodes.api.ts` `$getNode` throws it): a `NotFoundError` here.
 */
export const getLightningNode = ln<Action<{ publicKey: string }, LightningNode>>(
  'nodes/:publicKey',
  shape.node,
  { missing: /^This node does not exist/ },
)

/** `GET /v1/lightning/nodes/:public_key/statistics`: capacity and channel-count history of a node. */
export const getLightningNodeStatistics = ln<
  Action<{ publicKey: string }, LightningNodeStatistic[]>
>('nodes/:publicKey/statistics', shape.nodeStatistics)

const channelIdText = 'a channel id: digits, or a short id such as 698908x1305x0'

/**
 * A channel id as mempool's route reads it: `channels.id = ?`, the integer id only (a short id would find
 * nothing), so a short id (`block x tx x output`, BOLT 7) is packed into it: block << 40 | tx << 16 | output.
 */
function channelId(name: string, value: unknown): string {
  const text = pattern(/^(\d{1,20}|\d{1,8}x\d{1,8}x\d{1,5})$/, channelIdText)(name, value)
  const parts = text.split('x').map(BigInt)
  if (parts.length === 1) return text
  const [block = 0n, tx = 0n, output = 0n] = parts
  if (block >= 1n << 24n || tx >= 1n << 24n || output >= 1n << 16n) {
    throw new InvalidParameterError(name, value, channelIdText)
  }
  return String((block << 40n) | (tx << 16n) | output)
}

/**
 * `GET /v1/lightning/channels/:id`: a channel by its short id (`698908x1305x0`, sent as the integer id it
 * packs into) or its integer id.
 */
export const getChannel = ln<Action<{ id: string }, LightningChannel>>(
  'channels/:id',
  shape.channel,
  { rules: { id: channelId } },
)

/** `GET /v1/lightning/channels/txids?txId[]=`: channels that each transaction opens (outputs) or closes (inputs). */
export const getChannelsByTransactions = ln<Action<{ txids: string[] }, ChannelsOfTransaction[]>>(
  'channels/txids',
  shape.channelsOfTransactions,
  { query: { 'txId[]': 'txids' }, rules: { txids: (name, value) => list(name, value, hash, 100) } },
)

/** `GET /v1/lightning/channels?public_key=&status=&index=`: a node's channels, 10 a page from `index`. */
export const getNodeChannels = ln<
  Action<
    { publicKey: string; status: 'open' | 'closed'; index?: number | undefined },
    NodeChannel[]
  >
>('channels', shape.nodeChannels, {
  query: { public_key: 'publicKey', status: 'status', index: 'index?' },
  rules: { status: (name, value) => oneOf(name, value, channelStatuses) },
})

/** `GET /v1/lightning/channels-geo[/:public_key]`: channel end points for the world map. */
export const getChannelsGeo = ln<
  (
    client: LightningClient,
    params?: CallOptions & { publicKey?: string | undefined },
  ) => Promise<ChannelGeo[]>
>('channels-geo/:publicKey?', shape.channelsGeo)

/** `GET /v1/lightning/search?searchText=`: nodes by alias or public key, channels by id. */
export const searchLightning = ln<Action<{ query: string }, LightningSearchResult>>(
  'search',
  shape.search,
  { query: { searchText: 'query' }, rules: { query: (name, value) => plainText(name, value) } },
)

/** `GET /v1/lightning/nodes/world`: every located node, for the world map. */
export const getLightningWorld = ln<NoParameters<LightningWorld>>('nodes/world', shape.world)

/** `GET /v1/lightning/nodes/search/:query`: up to 10 nodes by public key prefix or alias words, largest first. */
export const searchLightningNodes = ln<Action<{ query: string }, SearchedNode[]>>(
  'nodes/search/:query',
  shape.searchedNodes,
  { rules: { query: (name, value) => plainText(name, value) } },
)

/** `GET /v1/lightning/channels/search/:query`: up to 10 channels whose id or short id starts with the query. */
export const searchLightningChannels = ln<Action<{ query: string }, SearchedChannel[]>>(
  'channels/search/:query',
  shape.searchedChannels,
  { rules: { query: (name, value) => plainText(name, value) } },
)
