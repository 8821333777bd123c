import { type ExplorerClient, getChannelsGeo, getLightningWorld } from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { lightningClient, lightningKey } from '../client'
import { loadWorldOutline } from './world/outline'

/** Channel end points: the 10,000 largest channels, or one node's channels when `publicKey` is set. */
export function channelsGeoQueryOptions(client: ExplorerClient, publicKey?: string) {
  return queryOptions({
    queryKey: lightningKey(client, 'channels-geo', publicKey ?? null),
    queryFn: ({ signal }) => getChannelsGeo(lightningClient(client), { publicKey, signal }),
    staleTime: 10 * 60_000,
  })
}

/** Every located node with its alias and channel count. */
export function lightningWorldQueryOptions(client: ExplorerClient) {
  return queryOptions({
    queryKey: lightningKey(client, 'nodes-world'),
    queryFn: ({ signal }) => getLightningWorld(lightningClient(client), { signal }),
    staleTime: 10 * 60_000,
  })
}

/** The land outline: static, loaded once with the map's code. */
export const worldOutlineQueryOptions = queryOptions({
  queryKey: ['world-outline'],
  queryFn: loadWorldOutline,
  staleTime: Number.POSITIVE_INFINITY,
})
