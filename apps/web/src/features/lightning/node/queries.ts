import {
  type BitcoinNetwork,
  type ExplorerClient,
  getChannel,
  getLightningNode,
  getLightningNodeStatistics,
  getNodeChannels,
  isLiquidNetwork,
  NotFoundError,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../../queries/keys'

/** A 404 is an answer ("no such node"), shown as a message, not an error to retry. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}

/** Whether a client talks to a Bitcoin network, the only ones with Lightning routes. */
export function isBitcoinClient(client: ExplorerClient): client is ExplorerClient<BitcoinNetwork> {
  return !isLiquidNetwork(client.network)
}

/** The client for a Lightning request; the pages render only on networks with a graph (LightningRoutes). */
function ln(client: ExplorerClient): ExplorerClient<BitcoinNetwork> {
  if (!isBitcoinClient(client)) throw new Error(`${client.network} has no Lightning network`)
  return client
}

const lnKey = <const P extends readonly unknown[]>(client: ExplorerClient, ...parts: P) =>
  explorerKey(client, 'lightning', ...parts)

/** The graph changes by the minute at most: a minute's staleness spares refetches while browsing. */
const staleTime = 60_000

export function nodeQueryOptions(client: ExplorerClient, publicKey: string) {
  return queryOptions({
    queryKey: lnKey(client, 'node', publicKey),
    queryFn: ({ signal }) => orNull(getLightningNode(ln(client), { publicKey, signal })),
    staleTime,
  })
}

/** Capacity and channel-count history; an empty list when the service keeps none for the node. */
export function nodeStatisticsQueryOptions(client: ExplorerClient, publicKey: string) {
  return queryOptions({
    queryKey: lnKey(client, 'node', publicKey, 'statistics'),
    queryFn: async ({ signal }) =>
      (await orNull(getLightningNodeStatistics(ln(client), { publicKey, signal }))) ?? [],
    staleTime,
  })
}

/** One page (10) of a node's open or closed channels, from `index`. */
export function nodeChannelsQueryOptions(
  client: ExplorerClient,
  publicKey: string,
  status: 'open' | 'closed',
  index: number,
) {
  return queryOptions({
    queryKey: lnKey(client, 'node', publicKey, 'channels', status, index),
    queryFn: ({ signal }) => getNodeChannels(ln(client), { publicKey, status, index, signal }),
    staleTime,
  })
}

export function channelQueryOptions(client: ExplorerClient, id: string) {
  return queryOptions({
    queryKey: lnKey(client, 'channel', id),
    queryFn: ({ signal }) => orNull(getChannel(ln(client), { id, signal })),
    staleTime,
  })
}
