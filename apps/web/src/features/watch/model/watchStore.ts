import { browserStorage } from '../../../app/browserStorage'
import { createStoredValue } from '../../../app/storedValue'
import { parseWatchState, type WatchState, watchStateText, watchStorageKey } from './watchState'

type Listener = () => void

/** The watch-list in localStorage, readable with `useSyncExternalStore`, followed across tabs. */
export interface WatchStore {
  get(): WatchState
  update(change: (state: WatchState) => WatchState): void
  subscribe(listener: Listener): () => void
}

/** As the settings' store: storage missing or refusing writes keeps the list for the session only. */
export function createWatchStore(storage = browserStorage()): WatchStore {
  const value = createStoredValue({
    key: watchStorageKey,
    parse: parseWatchState,
    text: watchStateText,
    storage,
  })
  return {
    get: value.get,
    update: (change) => value.set(change(value.get())),
    subscribe: value.subscribe,
  }
}

let shared: WatchStore | undefined

/** The app's one watch store. */
export function watchStore(): WatchStore {
  shared ??= createWatchStore()
  return shared
}
