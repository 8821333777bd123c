import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { blockKey } from './queries'

/**
 * Keeps an open block page current: every new block refreshes this block's extended data and status,
 * which is how a reorg that takes it off the best chain shows up (`stale`, `canonical`,
 * `in_best_chain: false`), and how its next block appears. The tip (confirmations) is useTipHeight's.
 */
export function useBlockLive(hash: string): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  useLiveTopic({ type: 'data', name: 'blocks' }, () => {
    // Only what a new block can change: the transactions of a block never do.
    for (const part of ['extended', 'status']) {
      void queryClient.invalidateQueries({ queryKey: [...blockKey(client, hash), part] })
    }
  })
}
