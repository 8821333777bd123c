import { createContext } from 'react'
import type { SettingsStore } from './store'

export const SettingsContext = createContext<SettingsStore | undefined>(undefined)
