import { browserStorage } from '../app/browserStorage'
import { parseSettings, type Settings, settingsKey } from './settings'

type Listener = () => void

/**
 * Settings in localStorage, readable with `useSyncExternalStore`: one parsed snapshot until something
 * writes, here or in another tab (the `storage` event).
 */
export interface SettingsStore {
  get(): Settings
  update(patch: Partial<Settings>): void
  subscribe(listener: Listener): () => void
}

/** Storage can be missing or refuse writes (private modes, quotas): settings then live for the session only. */
export function createSettingsStore(storage = browserStorage()): SettingsStore {
  const read = () => {
    try {
      return parseSettings(storage?.getItem(settingsKey) ?? null)
    } catch {
      return parseSettings(null)
    }
  }
  let current = read()
  const listeners = new Set<Listener>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== settingsKey && event.key !== null) return
    current = read()
    notify()
  }

  return {
    get: () => current,
    update(patch) {
      const next = { ...current, ...patch }
      if ((Object.keys(next) as (keyof Settings)[]).every((k) => next[k] === current[k])) return
      current = next
      try {
        storage?.setItem(settingsKey, JSON.stringify(current))
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
