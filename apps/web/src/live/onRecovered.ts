import type { ConnectionState } from '@outpoint/explorer-client/live'

interface StateSource {
  readonly state: ConnectionState
  onStateChange(listener: (state: ConnectionState) => void): () => void
}

/**
 * Calls `listener` each time the feed is back online after an outage (offline or reconnecting before):
 * the moment the service is reachable again. Answers the unsubscribe.
 */
export function onRecovered(feed: StateSource, listener: () => void): () => void {
  let previous = feed.state
  return feed.onStateChange((state) => {
    const recovered = state === 'online' && (previous === 'offline' || previous === 'reconnecting')
    previous = state
    if (recovered) listener()
  })
}
