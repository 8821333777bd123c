import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { blockKey, blockStatusQueryOptions } from './queries'
import { snapshotNews } from './snapshotNews'

/**
 * Keeps an open block page current: every new block refreshes this block's extended data and status,
 * which is how a reorg that takes it off the best chain shows up (`stale`, `canonical`,
 * `in_best_chain: false`), and how its next block appears. The tip (confirmations) is useTipHeight's.
 * A list of recent blocks (`blocks`) is no new block: the service sends it on connecting, again when a
 * client starts to want blocks (so twice in a row on a fresh connection), and after a gap. It refreshes
 * the page only when it says something the page's own requests did not.
 */
export function useBlockLive(hash: string): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  useLiveTopic({ type: 'data', name: 'blocks' }, (event) => {
    if (event.key === 'blocks') {
      const status = queryClient.getQueryData(blockStatusQueryOptions(client, hash).queryKey)
      if (!snapshotNews(hash, status, event.data)) return
    }
    // Only what a new block can change: the transactions of a block never do.
    for (const part of ['extended', 'status']) {
      void queryClient.invalidateQueries({ queryKey: [...blockKey(client, hash), part] })
    }
  })
}
