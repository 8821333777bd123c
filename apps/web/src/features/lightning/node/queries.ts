import {
  type ExplorerClient,
  getChannel,
  getLightningNode,
  getLightningNodeStatistics,
  getNodeChannels,
  NotFoundError,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { lightningClient, lightningKey } from '../client'

// The transaction page's channel marks import the guard from here; its owner may import '../client'.
export { isBitcoinClient } from '../client'

/** A 404 is an answer ("no such node"), shown as a message, not an error to retry. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}

/** The graph changes by the minute at most: a minute's staleness spares refetches while browsing. */
const staleTime = 60_000

export function nodeQueryOptions(client: ExplorerClient, publicKey: string) {
  return queryOptions({
    queryKey: lightningKey(client, 'node', publicKey),
    queryFn: ({ signal }) =>
      orNull(getLightningNode(lightningClient(client), { publicKey, signal })),
    staleTime,
  })
}

/** Capacity and channel-count history; an empty list when the service keeps none for the node. */
export function nodeStatisticsQueryOptions(client: ExplorerClient, publicKey: string) {
  return queryOptions({
    queryKey: lightningKey(client, 'node', publicKey, 'statistics'),
    queryFn: async ({ signal }) =>
      (await orNull(getLightningNodeStatistics(lightningClient(client), { publicKey, signal }))) ??
      [],
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
    queryKey: lightningKey(client, 'node', publicKey, 'channels', status, index),
    queryFn: ({ signal }) =>
      getNodeChannels(lightningClient(client), { publicKey, status, index, signal }),
    staleTime,
  })
}

export function channelQueryOptions(client: ExplorerClient, id: string) {
  return queryOptions({
    queryKey: lightningKey(client, 'channel', id),
    queryFn: ({ signal }) => orNull(getChannel(lightningClient(client), { id, signal })),
    staleTime,
  })
}
