import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../../live/useLiveTopic'
import { useExplorerClient } from '../../../queries/client'
import { miningKey } from '../../mining/queries'

/**
 * A new block changes every mining figure: it marks the mining queries stale, so the chart on screen
 * fetches again without a reload (the rest when next shown).
 */
export function useNewBlockRefresh(): void {
  const queryClient = useQueryClient()
  const client = useExplorerClient()
  useLiveTopic({ type: 'data', name: 'blocks' }, (message) => {
    if (message.key === 'block') {
      void queryClient.invalidateQueries({ queryKey: miningKey(client) })
    }
  })
}
