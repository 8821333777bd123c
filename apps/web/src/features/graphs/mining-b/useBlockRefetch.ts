import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../../live/useLiveTopic'
import { useExplorerClient } from '../../../queries/client'
import { miningKey } from '../../mining/queries'

/**
 * A new block changes every block chart's newest point: it marks the mining queries stale, so the chart
 * on screen fetches its range again (the rest when next shown). Only the block itself is wanted here, not
 * the dashboard's handling of the feed, so this page's code stays apart from what `/` loads.
 */
export function useBlockRefetch(): void {
  const queryClient = useQueryClient()
  const client = useExplorerClient()
  useLiveTopic({ type: 'data', name: 'blocks' }, (message) => {
    if (message.key === 'block') void queryClient.invalidateQueries({ queryKey: miningKey(client) })
  })
}
