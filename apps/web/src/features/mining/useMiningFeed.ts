import type { ServerMessage } from '@outpoint/explorer-client/live'
import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { applyLiveMessage } from '../dashboard/queries/applyLiveMessage'
import { miningKey } from './queries'

/**
 * Subscribes the page to blocks (latest blocks) and stats (the difficulty adjustment, `da`), written into
 * the same cache entries the dashboard reads. A new block changes the pool ranking and the hashrate, so it
 * marks every mining query stale: those on screen fetch again, the rest when next shown.
 */
export function useMiningFeed(): void {
  const queryClient = useQueryClient()
  const client = useExplorerClient()
  const apply = (message: ServerMessage) => {
    applyLiveMessage(queryClient, client, message)
    if (message.key === 'block') {
      void queryClient.invalidateQueries({ queryKey: miningKey(client) })
    }
  }
  useLiveTopic({ type: 'data', name: 'blocks' }, apply)
  useLiveTopic({ type: 'data', name: 'stats' }, apply)
}
