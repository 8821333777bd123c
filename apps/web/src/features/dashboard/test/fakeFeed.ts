import type {
  Connection,
  ConnectionState,
  LiveFeed,
  ServerMessage,
  Topic,
  TopicEvent,
} from '@outpoint/explorer-client/live'
import { topicKey } from '@outpoint/explorer-client/live'

/** A live feed for unit tests: records subscriptions and lets the test push messages and states. */
export interface FakeFeed extends LiveFeed {
  /** Topic keys with at least one subscriber (`data:blocks`, `rbf-summary:`). */
  subscribed(): string[]
  /** Delivers a message to the subscribers of `topic`. */
  push(topic: Topic, message: ServerMessage): void
  setState(state: ConnectionState): void
}

export function createFakeFeed(initial: ConnectionState = 'online'): FakeFeed {
  const handlers = new Map<string, Set<(event: unknown) => void>>()
  const stateListeners = new Set<(state: ConnectionState) => void>()
  let state = initial
  return {
    subscribe<T extends Topic>(topic: T, handler: (event: TopicEvent<T>) => void) {
      const key = topicKey(topic)
      const own = (event: unknown) => handler(event as TopicEvent<T>)
      const set = handlers.get(key) ?? new Set()
      set.add(own)
      handlers.set(key, set)
      return () => {
        set.delete(own)
        if (set.size === 0) handlers.delete(key)
      }
    },
    get state() {
      return state
    },
    onStateChange(listener) {
      stateListeners.add(listener)
      return () => stateListeners.delete(listener)
    },
    connection: {} as Connection,
    close() {
      handlers.clear()
    },
    subscribed: () => [...handlers.keys()].sort(),
    push(topic, message) {
      for (const handler of [...(handlers.get(topicKey(topic)) ?? [])]) handler(message)
    },
    setState(next) {
      state = next
      for (const listener of [...stateListeners]) listener(next)
    },
  }
}
