import type { ConnectionState, LiveFeed } from '@outpoint/explorer-client/live'
import { createFeedRegistry, type FeedRegistry } from '../live/feedRegistry'

/** A live feed without a socket: records subscriptions; `setState` drives the connection state. */
export interface FakeFeed extends LiveFeed {
  setState(state: ConnectionState): void
  readonly urls: string[]
}

export function fakeFeeds(): { registry: FeedRegistry; feeds: Map<string, FakeFeed> } {
  const feeds = new Map<string, FakeFeed>()
  const registry = createFeedRegistry({}, ({ url }) => {
    let state: ConnectionState = 'idle'
    const listeners = new Set<(state: ConnectionState) => void>()
    const feed: FakeFeed = {
      urls: [url],
      subscribe: () => () => {},
      get state() {
        return state
      },
      onStateChange(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      connection: undefined as unknown as LiveFeed['connection'],
      close() {},
      setState(next) {
        state = next
        for (const l of [...listeners]) l(next)
      },
    }
    feeds.set(url, feed)
    return feed
  })
  return { registry, feeds }
}
