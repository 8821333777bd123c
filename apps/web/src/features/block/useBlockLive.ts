import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { blockKey, blockStatusQueryOptions } from './queries'
import { snapshotNews } from './snapshotNews'

/**
 * Keeps an open block page current: every new block refreshes this block's extended data and status,
 * which is how a reorg that takes it off the best chain shows up (`stale`, `canonical`,
 * `in_best_chain: false`), and how its next block appears. The tip (confirmations) is useTipHeight's.
 * The recent blocks the feed sends on connecting refresh them only when they say something new: the page
 * asked for both a moment before (and a reconnect refreshes everything, useRefreshOnReconnect).
 */
export function useBlockLive(hash: string): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const connected = useRef(false)
  useLiveTopic({ type: 'data', name: 'blocks' }, (event) => {
    const first = !connected.current
    connected.current = true
    if (first && event.key === 'blocks') {
      const status = queryClient.getQueryData(blockStatusQueryOptions(client, hash).queryKey)
      if (!snapshotNews(hash, status, event.data)) return
    }
    // Only what a new block can change: the transactions of a block never do.
    for (const part of ['extended', 'status']) {
      void queryClient.invalidateQueries({ queryKey: [...blockKey(client, hash), part] })
    }
  })
}
