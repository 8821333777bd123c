import { RateLimitedError } from '@outpoint/explorer-client'
import { useContext, useEffect } from 'react'
import { FeedRegistryContext } from '../live/FeedRegistryContext'
import { onRecovered } from '../live/onRecovered'
import { useExplorerClient } from '../queries/client'
import { retryDelay } from '../queries/queryClient'

/**
 * A failed page tries again by itself: once the live feed is back after an outage (the service is
 * reachable again), and once the wait a 429 asked for (Retry-After) is over. Answers that wait in
 * milliseconds, for the page to say when; undefined when only the feed's return will retry it.
 */
export function useRetryByItself(error: unknown, retry: () => void): number | undefined {
  const registry = useContext(FeedRegistryContext)
  const client = useExplorerClient()
  const feed = registry?.get(client.wsUrl)
  useEffect(() => (feed ? onRecovered(feed, retry) : undefined), [feed, retry])
  const wait =
    error instanceof RateLimitedError && error.retryAfter !== undefined
      ? retryDelay(0, error)
      : undefined
  useEffect(() => {
    if (wait === undefined) return
    const timer = setTimeout(retry, wait)
    return () => clearTimeout(timer)
  }, [wait, retry])
  return wait
}
