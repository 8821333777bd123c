import type { ServerMessage } from '@outpoint/explorer-client/live'
import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../../live/useLiveTopic'
import { useExplorerClient } from '../../../queries/client'
import { poolKey } from './queries'

/**
 * Follows new blocks for a pool's page. Any block changes the pool's shares (the windows' totals grow), so
 * its counts are fetched again; one the pool mined also brings its blocks list and hashrate up to date.
 */
export function usePoolFeed(slug: string): void {
  const queryClient = useQueryClient()
  const client = useExplorerClient()
  useLiveTopic({ type: 'data', name: 'blocks' }, (message: ServerMessage) => {
    if (message.key !== 'block') return
    const key = poolKey(client, slug)
    if (message.data.extras?.pool?.slug === slug) {
      void queryClient.invalidateQueries({ queryKey: key })
    } else {
      void queryClient.invalidateQueries({ queryKey: [...key, 'detail'] })
    }
  })
}
