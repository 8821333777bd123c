import { useContext, useSyncExternalStore } from 'react'
import { SettingsContext } from './SettingsContext'
import type { Settings } from './settings'

export interface UseSettings {
  settings: Settings
  update(patch: Partial<Settings>): void
}

/** The user's settings (kept in localStorage under `outpoint.settings`) and a function to change them. */
export function useSettings(): UseSettings {
  const store = useContext(SettingsContext)
  if (!store) throw new Error('useSettings needs a SettingsProvider above it')
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get)
  return { settings, update: store.update }
}
