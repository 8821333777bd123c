import type { ProjectedBlock } from '@outpoint/explorer-client/live'
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'

/**
 * One projected block as `track-mempool-block` keeps it: the feed folds the snapshot and its deltas, and
 * each result lands in the query cache, the only store. Undefined until the first snapshot.
 */
export function useProjectedBlock(index: number): ProjectedBlock | undefined {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const options = queryOptions<ProjectedBlock>({
    queryKey: explorerKey(client, 'mempool-block', index),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  })
  useLiveTopic({ type: 'mempool-block', index }, (block) => {
    queryClient.setQueryData(options.queryKey, block)
  })
  return useQuery(options).data
}
