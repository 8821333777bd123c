import {
  type BitcoinNetwork,
  type ExplorerClient,
  getChannelsGeo,
  getLightningWorld,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../../queries/keys'
import { loadWorldOutline } from './world/outline'

// Lightning routes exist on Bitcoin networks only; LightningRoutes shows the map on those alone, and
// the client checks the chain again on each call.
const lightning = (client: ExplorerClient) => client as ExplorerClient<BitcoinNetwork>

/** Channel end points: the 10,000 largest channels, or one node's channels when `publicKey` is set. */
export function channelsGeoQueryOptions(client: ExplorerClient, publicKey?: string) {
  return queryOptions({
    queryKey: explorerKey(client, 'lightning', 'channels-geo', publicKey ?? null),
    queryFn: ({ signal }) => getChannelsGeo(lightning(client), { publicKey, signal }),
    staleTime: 10 * 60_000,
  })
}

/** Every located node with its alias and channel count. */
export function lightningWorldQueryOptions(client: ExplorerClient) {
  return queryOptions({
    queryKey: explorerKey(client, 'lightning', 'nodes-world'),
    queryFn: ({ signal }) => getLightningWorld(lightning(client), { signal }),
    staleTime: 10 * 60_000,
  })
}

/** The land outline: static, loaded once with the map's code. */
export const worldOutlineQueryOptions = queryOptions({
  queryKey: ['world-outline'],
  queryFn: loadWorldOutline,
  staleTime: Number.POSITIVE_INFINITY,
})
