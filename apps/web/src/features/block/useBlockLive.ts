import type { BlockExtended } from '@outpoint/explorer-client'
import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { blockKey, tipHeightQueryOptions } from './queries'

/**
 * Keeps an open block page current: every new block raises the tip (confirmations) and refreshes this
 * block's extended data and status, which is how a reorg that takes it off the best chain shows up
 * (`stale`, `canonical`, `in_best_chain: false`), and how its next block appears.
 */
export function useBlockLive(hash: string): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  useLiveTopic({ type: 'data', name: 'blocks' }, (event) => {
    const blocks: readonly BlockExtended[] =
      event.key === 'block' ? [event.data] : Array.isArray(event.data) ? event.data : []
    const heights = blocks.map((b) => b.height).filter(Number.isFinite)
    if (heights.length === 0) return
    const tip = Math.max(...heights)
    const tipKey = tipHeightQueryOptions(client).queryKey
    // A reorg announces the new chain as `blocks`: the tip then is its highest block, even if lower.
    queryClient.setQueryData<number>(tipKey, (old) =>
      event.key === 'blocks' || old === undefined ? tip : Math.max(old, tip),
    )
    // Only what a new block can change: the transactions of a block never do.
    for (const part of ['extended', 'status']) {
      void queryClient.invalidateQueries({ queryKey: [...blockKey(client, hash), part] })
    }
  })
}
