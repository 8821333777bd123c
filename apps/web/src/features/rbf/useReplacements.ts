import type { RbfMode } from '@outpoint/explorer-client/live'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { replacementsQueryOptions } from './replacementsQuery'

/**
 * The latest replacement trees of one kind: fetched once, then kept live by the feed's `track-rbf`, whose
 * `rbfLatest` carries the whole current list (as mempool's websocket sends it).
 */
export function useReplacements(mode: RbfMode) {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const options = replacementsQueryOptions(client, mode)
  useLiveTopic({ type: 'rbf', mode }, (event) => {
    queryClient.setQueryData(options.queryKey, event.data)
  })
  return useQuery(options)
}
