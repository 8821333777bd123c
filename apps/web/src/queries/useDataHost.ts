import { useMemo } from 'react'
import { useAppConfig } from '../app/ConfigContext'
import { useSettings } from '../settings/useSettings'
import { type DataHost, resolveDataHost } from './dataHost'

export function useDataHost(): DataHost {
  const { settings } = useSettings()
  const { apiHost } = useAppConfig()
  return useMemo(
    () => resolveDataHost(settings.host, apiHost, globalThis.location),
    [settings.host, apiHost],
  )
}
