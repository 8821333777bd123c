import { browserStorage } from '../../../app/browserStorage'
import {
  emptyWatchState,
  parseWatchState,
  type WatchState,
  watchStateText,
  watchStorageKey,
} from './watchState'

type Listener = () => void

/** The watch-list in localStorage, readable with `useSyncExternalStore`, followed across tabs. */
export interface WatchStore {
  get(): WatchState
  update(change: (state: WatchState) => WatchState): void
  subscribe(listener: Listener): () => void
}

/** As the settings' store: storage missing or refusing writes keeps the list for the session only. */
export function createWatchStore(storage = browserStorage()): WatchStore {
  const read = () => {
    try {
      return parseWatchState(storage?.getItem(watchStorageKey) ?? null)
    } catch {
      return emptyWatchState
    }
  }
  let current = read()
  const listeners = new Set<Listener>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== watchStorageKey && event.key !== null) return
    current = read()
    notify()
  }
  return {
    get: () => current,
    update(change) {
      const next = change(current)
      if (next === current) return
      current = next
      try {
        storage?.setItem(watchStorageKey, watchStateText(current))
      } catch {
        // Kept in memory for this session.
      }
      notify()
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
      }
    },
  }
}

let shared: WatchStore | undefined

/** The app's one watch store. */
export function watchStore(): WatchStore {
  shared ??= createWatchStore()
  return shared
}
