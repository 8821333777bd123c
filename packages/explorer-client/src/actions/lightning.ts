import type { ExplorerClient } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import type { BitcoinNetwork } from '../networks.js'
import { path } from '../transport/http.js'
import { hash, index, list, oneOf, plainText, publicKey } from '../validate/params.js'
import { arrayOf, type Check, object } from '../validate/shape.js'
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
} from '../wire/lightning.js'
import { type CallOptions, getJson, requireBitcoin } from './common.js'

type LightningClient = ExplorerClient<BitcoinNetwork>

export interface PublicKeyParameters extends CallOptions {
  /** Node public key, 66 hex. */
  publicKey: string
}

/** Channels per page of `/v1/lightning/channels`. */
export const nodeChannelsPageSize = 10

function ln<T>(
  client: LightningClient,
  p: string,
  check: Check,
  signal?: AbortSignal,
  query?: Record<string, string | number | readonly string[] | undefined>,
): Promise<T> {
  requireBitcoin(client, 'Lightning')
  return getJson(client, `v1/lightning/${p}`, check, signal, query)
}

const rankedNodes = arrayOf(object('publicKey', 'alias'))
const listedNodes = object('nodes')

/** `GET /v1/lightning/statistics/latest`: network statistics now and seven days earlier. */
export async function getLightningStatistics(
  client: LightningClient,
  { signal }: CallOptions = {},
): Promise<LightningStatisticsLatest> {
  return ln(client, path`statistics/latest`, object('latest', 'previous'), signal)
}

/** `GET /v1/lightning/nodes/country/:country`: nodes in a country (ISO 3166 alpha-2 code). */
export async function getNodesInCountry(
  client: LightningClient,
  { country, signal }: CallOptions & { country: string },
): Promise<NodesInCountry> {
  if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)) {
    throw new InvalidParameterError('country', country, 'a two-letter ISO 3166 country code')
  }
  return ln(client, path`nodes/country/${country.toUpperCase()}`, listedNodes, signal)
}

/** `GET /v1/lightning/nodes/countries`: node count, share and capacity per country. */
export async function getNodesPerCountry(
  client: LightningClient,
  { signal }: CallOptions = {},
): Promise<CountryNodes[]> {
  return ln(client, path`nodes/countries`, arrayOf(object('iso', 'count')), signal)
}

/** `GET /v1/lightning/nodes/isp/:isp`: nodes hosted by an ISP, given by its AS number(s), comma-separated. */
export async function getNodesPerIsp(
  client: LightningClient,
  { isp, signal }: CallOptions & { isp: string | number },
): Promise<NodesPerIsp> {
  const asn = String(isp)
  if (!/^\d{1,10}(,\d{1,10})*$/.test(asn)) {
    throw new InvalidParameterError('isp', isp, 'an AS number, or several separated by commas')
  }
  return ln(client, path`nodes/isp/${asn}`, listedNodes, signal)
}

/** `GET /v1/lightning/nodes/isp-ranking`: capacity, channels and nodes per ISP. */
export async function getIspRanking(
  client: LightningClient,
  { signal }: CallOptions = {},
): Promise<IspRanking> {
  return ln(client, path`nodes/isp-ranking`, object('ispRanking'), signal)
}

export const nodeRankings = ['liquidity', 'connectivity', 'age'] as const
export type NodeRanking = (typeof nodeRankings)[number]

/** `GET /v1/lightning/nodes/rankings/:ranking`: the top 100 by liquidity, connectivity or age (oldest). */
export async function getNodeRanking(
  client: LightningClient,
  { ranking, signal }: CallOptions & { ranking: NodeRanking },
): Promise<RankedNode[]> {
  return ln(
    client,
    path`nodes/rankings/${oneOf('ranking', ranking, nodeRankings)}`,
    rankedNodes,
    signal,
  )
}

/** `GET /v1/lightning/nodes/:public_key`. */
export async function getLightningNode(
  client: LightningClient,
  { publicKey: pk, signal }: PublicKeyParameters,
): Promise<LightningNode> {
  return ln(
    client,
    path`nodes/${publicKey('publicKey', pk)}`,
    object('public_key', 'alias'),
    signal,
  )
}

/** `GET /v1/lightning/nodes/:public_key/statistics`: capacity and channel-count history of a node. */
export async function getLightningNodeStatistics(
  client: LightningClient,
  { publicKey: pk, signal }: PublicKeyParameters,
): Promise<LightningNodeStatistic[]> {
  return ln(
    client,
    path`nodes/${publicKey('publicKey', pk)}/statistics`,
    arrayOf(object('added', 'capacity')),
    signal,
  )
}

/** `GET /v1/lightning/channels/:id`: a channel by its short id (`698908x1305x0`) or numeric id. */
export async function getChannel(
  client: LightningClient,
  { id, signal }: CallOptions & { id: string },
): Promise<LightningChannel> {
  if (typeof id !== 'string' || !/^(\d{1,20}|\d{1,10}x\d{1,10}x\d{1,10})$/.test(id)) {
    throw new InvalidParameterError(
      'id',
      id,
      'a channel id: digits, or a short id such as 698908x1305x0',
    )
  }
  return ln(client, path`channels/${id}`, object('short_id', 'node_left', 'node_right'), signal)
}

/** `GET /v1/lightning/channels/txids?txId[]=`: channels that each transaction opens (outputs) or closes (inputs). */
export async function getChannelsByTransactions(
  client: LightningClient,
  { txids, signal }: CallOptions & { txids: string[] },
): Promise<ChannelsOfTransaction[]> {
  const ids = list('txids', txids, hash, 100)
  return ln(client, path`channels/txids`, arrayOf(object('inputs', 'outputs')), signal, {
    'txId[]': ids,
  })
}

export const channelStatuses = ['open', 'closed'] as const

/** `GET /v1/lightning/channels?public_key=&status=&index=`: a node's channels, 10 a page from `index`. */
export async function getNodeChannels(
  client: LightningClient,
  {
    publicKey: pk,
    status,
    index: start,
    signal,
  }: PublicKeyParameters & { status: 'open' | 'closed'; index?: number | undefined },
): Promise<NodeChannel[]> {
  const query = {
    public_key: publicKey('publicKey', pk),
    status: oneOf('status', status, channelStatuses),
    index: start === undefined ? undefined : index('index', start),
  }
  return ln(client, path`channels`, arrayOf(object('short_id', 'node')), signal, query)
}

/** `GET /v1/lightning/channels-geo[/:public_key]`: channel end points for the world map. */
export async function getChannelsGeo(
  client: LightningClient,
  { publicKey: pk, signal }: CallOptions & { publicKey?: string | undefined } = {},
): Promise<ChannelGeo[]> {
  const p = pk === undefined ? path`channels-geo` : path`channels-geo/${publicKey('publicKey', pk)}`
  return ln(client, p, arrayOf(arrayOf()), signal)
}

/** `GET /v1/lightning/search?searchText=`: nodes by alias or public key, channels by id. */
export async function searchLightning(
  client: LightningClient,
  { query, signal }: CallOptions & { query: string },
): Promise<LightningSearchResult> {
  const searchText = plainText('query', query)
  return ln(client, path`search`, object('nodes', 'channels'), signal, { searchText })
}

/** `GET /v1/lightning/nodes/world`: every located node, for the world map. */
export async function getLightningWorld(
  client: LightningClient,
  { signal }: CallOptions = {},
): Promise<LightningWorld> {
  return ln(client, path`nodes/world`, object('nodes'), signal)
}
