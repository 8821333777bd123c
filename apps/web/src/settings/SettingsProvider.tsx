import type { ReactNode } from 'react'
import { SettingsContext } from './SettingsContext'
import type { SettingsStore } from './store'

/** Gives `useSettings` the app's store (boot.tsx creates it, before the first render, to set the theme). */
export function SettingsProvider({
  store,
  children,
}: {
  store: SettingsStore
  children: ReactNode
}) {
  return <SettingsContext value={store}>{children}</SettingsContext>
}
