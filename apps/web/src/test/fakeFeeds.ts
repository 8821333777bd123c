import type { ConnectionState, LiveFeed, Topic } from '@outpoint/explorer-client/live'
import { createFeedRegistry, type FeedRegistry } from '../live/feedRegistry'

/** A live feed without a socket: `emit` plays server events to subscribers, `setState` the connection. */
export interface FakeFeed extends LiveFeed {
  readonly url: string
  /** Current subscriptions, by topic (JSON). */
  readonly topics: string[]
  emit(topic: Topic, event: unknown): void
  setState(state: ConnectionState): void
}

function fakeFeed(url: string): FakeFeed {
  let state: ConnectionState = 'idle'
  const listeners = new Set<(state: ConnectionState) => void>()
  const subscribers = new Map<string, Set<(event: unknown) => void>>()
  const feed = {
    url,
    get topics() {
      return [...subscribers.keys()]
    },
    subscribe(topic: Topic, handler: (event: unknown) => void) {
      const key = JSON.stringify(topic)
      const set = subscribers.get(key) ?? new Set()
      subscribers.set(key, set)
      set.add(handler)
      return () => {
        set.delete(handler)
        if (set.size === 0) subscribers.delete(key)
      }
    },
    emit(topic: Topic, event: unknown) {
      for (const handler of [...(subscribers.get(JSON.stringify(topic)) ?? [])]) handler(event)
    },
    get state() {
      return state
    },
    onStateChange(listener: (state: ConnectionState) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    connection: undefined as unknown as LiveFeed['connection'],
    close() {
      subscribers.clear()
    },
    setState(next: ConnectionState) {
      state = next
      for (const l of [...listeners]) l(next)
    },
  }
  return feed as FakeFeed
}

export function fakeFeeds(): { registry: FeedRegistry; feeds: Map<string, FakeFeed> } {
  const feeds = new Map<string, FakeFeed>()
  const registry = createFeedRegistry({}, ({ url }) => {
    const feed = fakeFeed(url)
    feeds.set(url, feed)
    return feed
  })
  return { registry, feeds }
}
