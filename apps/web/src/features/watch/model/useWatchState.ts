import { useSyncExternalStore } from 'react'
import type { WatchState } from './watchState'
import { watchStore } from './watchStore'

/** The watch-list's state, re-rendering on every change (here or in another tab). */
export function useWatchState(): WatchState {
  const store = watchStore()
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
