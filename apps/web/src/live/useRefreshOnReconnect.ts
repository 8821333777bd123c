import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useExplorerClient } from '../queries/client'
import { explorerKey } from '../queries/keys'
import { onRecovered } from './onRecovered'
import { useLiveFeed } from './useLiveFeed'

/**
 * After the live feed comes back from an outage, data fetched over REST may be out of date: refetch the
 * current network's active queries (the feed itself replays its subscriptions and `init`).
 */
export function useRefreshOnReconnect(): void {
  const feed = useLiveFeed()
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onRecovered(
        feed,
        () => void queryClient.invalidateQueries({ queryKey: explorerKey(client) }),
      ),
    [feed, client, queryClient],
  )
}
