import { browserStorage } from '../app/browserStorage'
import { createStoredValue } from '../app/storedValue'
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
  const value = createStoredValue({
    key: settingsKey,
    parse: parseSettings,
    text: (settings: Settings) => JSON.stringify(settings),
    storage,
  })
  return {
    get: value.get,
    update(patch) {
      const current = value.get()
      const next = { ...current, ...patch }
      if ((Object.keys(next) as (keyof Settings)[]).every((k) => next[k] === current[k])) return
      value.set(next)
    },
    subscribe: value.subscribe,
  }
}
