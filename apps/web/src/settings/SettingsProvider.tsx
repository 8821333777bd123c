import { type ReactNode, useState } from 'react'
import { SettingsContext } from './SettingsContext'
import { createSettingsStore, type SettingsStore } from './store'

export function SettingsProvider({
  store,
  children,
}: {
  store?: SettingsStore
  children: ReactNode
}) {
  const [own] = useState(() => store ?? createSettingsStore())
  return <SettingsContext value={own}>{children}</SettingsContext>
}
