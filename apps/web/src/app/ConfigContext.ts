import { createContext, useContext } from 'react'
import type { AppConfig } from './config'

export const ConfigContext = createContext<AppConfig>({ apiHost: undefined })

export function useAppConfig(): AppConfig {
  return useContext(ConfigContext)
}
