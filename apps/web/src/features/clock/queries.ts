import {
  type BlockExtended,
  type ExplorerClient,
  getBlock,
  getBlockHash,
  type MempoolBlock,
} from '@outpoint/explorer-client'
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'
import { dashboardKey } from '../dashboard/queries/keys'

/**
 * The projected blocks as the live feed's `mempool-blocks` keeps them, in the dashboard's cache entry
 * (the same key, so both pages share one store; not its options module, which `/` loads with more).
 */
export function useMempoolBlocks(): MempoolBlock[] | undefined {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const options = queryOptions<MempoolBlock[]>({
    queryKey: dashboardKey(client, 'mempoolBlocks'),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  })
  useLiveTopic({ type: 'data', name: 'mempool-blocks' }, (event) => {
    queryClient.setQueryData(options.queryKey, event.data)
  })
  return useQuery(options).data
}

/** The block at `height` on the best chain now; a reorg makes the key's answer change, so it goes stale. */
export function blockAtHeightQueryOptions(client: ExplorerClient, height: number) {
  return queryOptions<BlockExtended>({
    queryKey: explorerKey(client, 'block-at-height', height),
    queryFn: async ({ signal }) => {
      const hash = await getBlockHash(client, { height, signal })
      return getBlock(client, { hash, signal })
    },
    staleTime: 60_000,
  })
}
