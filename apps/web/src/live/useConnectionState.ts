import type { ConnectionState } from '@outpoint/explorer-client/live'
import { useSyncExternalStore } from 'react'
import { useLiveFeed } from './useLiveFeed'

/** The current feed's connection state: `idle` until something subscribes. */
export function useConnectionState(): ConnectionState {
  const feed = useLiveFeed()
  return useSyncExternalStore(
    feed.onStateChange,
    () => feed.state,
    () => feed.state,
  )
}
