import {
  type Block,
  type BlockExtended,
  type ChainTip,
  type ExplorerClient,
  getBlocks,
  getChainTips,
  getEsploraBlocks,
  getMempoolRecent,
} from '@outpoint/explorer-client'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'
import { orNull } from '../../queries/orNull'
import { esploraBlocksQueryOptions } from '../dashboard/esplora/queries'
import { type Arrival, restArrival, withArrivals } from './recentTxs'

/** A page of blocks from `startHeight` down; page 1 (`'tip'`) is the one live blocks are written into. */
export function blocksPageQueryOptions(client: ExplorerClient, startHeight: number | 'tip') {
  return queryOptions<BlockExtended[]>({
    queryKey: explorerKey(client, 'blocks-list', startHeight),
    queryFn: ({ signal }) =>
      getBlocks(client, { startHeight: startHeight === 'tip' ? undefined : startHeight, signal }),
  })
}

/**
 * A page of Esplora's `/blocks[/:start_height]` (10, without mempool's extras), on a service with only the
 * Esplora routes. Page 1 (`'tip'`) is the Esplora dashboard's entry, refreshed by every poll; an older page
 * is refreshed when the tip moves (live/pollPlan.ts).
 */
export function esploraBlocksPageQueryOptions(client: ExplorerClient, startHeight: number | 'tip') {
  if (startHeight === 'tip') return esploraBlocksQueryOptions(client)
  return queryOptions<Block[]>({
    queryKey: explorerKey(client, 'blocks-list', 'esplora', startHeight),
    queryFn: ({ signal }) => getEsploraBlocks(client, { startHeight, signal }),
  })
}

/** The node's chain tips; null when the service does not serve them (404). */
export function chainTipsQueryOptions(client: ExplorerClient) {
  return queryOptions<ChainTip[] | null>({
    queryKey: explorerKey(client, 'chain-tips'),
    queryFn: ({ signal }) => orNull(getChainTips(client, { signal })),
  })
}

export const recentTxsKey = (client: ExplorerClient) => explorerKey(client, 'recent-arrivals')

/**
 * The latest mempool arrivals: `/mempool/recent`'s ten on top of what the live feed already wrote into
 * the same entry (a list kept from an earlier visit gains what arrived since).
 */
export function recentTxsQueryOptions(client: ExplorerClient, queryClient: QueryClient) {
  const queryKey = recentTxsKey(client)
  return queryOptions<Arrival[]>({
    queryKey,
    queryFn: async ({ signal }) => {
      const recent = (await getMempoolRecent(client, { signal })).map(restArrival)
      return withArrivals(queryClient.getQueryData<Arrival[]>(queryKey), recent)
    },
  })
}
