import {
  type Block,
  type ExplorerClient,
  getEsploraBlocks,
  getFeeEstimates,
  getMempool,
  getMempoolRecent,
  type MempoolInfo,
  type RecentTransaction,
  type RecommendedFees,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../../queries/keys'
import { feesFromEstimates } from './fees'

// The dashboard of a service with only the Esplora routes. Every key is `[..., 'esplora', ...]`: the
// poll (live/pollPlan.ts) refreshes these every time, and everything on a new block.

export function esploraFeesQueryOptions(client: ExplorerClient) {
  return queryOptions<RecommendedFees | null>({
    queryKey: explorerKey(client, 'esplora', 'fees'),
    queryFn: async ({ signal }) =>
      feesFromEstimates(await getFeeEstimates(client, { signal })) ?? null,
  })
}

export function esploraMempoolQueryOptions(client: ExplorerClient) {
  return queryOptions<MempoolInfo>({
    queryKey: explorerKey(client, 'esplora', 'mempool'),
    queryFn: ({ signal }) => getMempool(client, { signal }),
  })
}

export function esploraBlocksQueryOptions(client: ExplorerClient) {
  return queryOptions<Block[]>({
    queryKey: explorerKey(client, 'esplora', 'blocks'),
    queryFn: ({ signal }) => getEsploraBlocks(client, { signal }),
  })
}

export function esploraRecentQueryOptions(client: ExplorerClient) {
  return queryOptions<RecentTransaction[]>({
    queryKey: explorerKey(client, 'esplora', 'recent'),
    queryFn: ({ signal }) => getMempoolRecent(client, { signal }),
  })
}
