import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import { LiveFeedProvider } from '../live/LiveFeedProvider'
import { createQueryClient } from '../queries/queryClient'
import { SettingsProvider } from '../settings/SettingsProvider'
import type { SettingsStore } from '../settings/store'
import { AppRoutes } from './AppRoutes'
import { ConfigContext } from './ConfigContext'
import type { AppConfig } from './config'
import { ThemeSync } from './ThemeSync'

export function App({ config, settings }: { config: AppConfig; settings: SettingsStore }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <ConfigContext value={config}>
      <SettingsProvider store={settings}>
        <ThemeSync />
        <QueryClientProvider client={queryClient}>
          <LiveFeedProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </LiveFeedProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </ConfigContext>
  )
}
