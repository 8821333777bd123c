import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { LiveFeedProvider } from '../live/LiveFeedProvider'
import { createQueryClient } from '../queries/queryClient'
import { buildRoutes } from '../routes/routes'
import { SettingsProvider } from '../settings/SettingsProvider'
import type { SettingsStore } from '../settings/store'
import { ConfigContext } from './ConfigContext'
import type { AppConfig } from './config'
import { ThemeSync } from './ThemeSync'

export function App({ config, settings }: { config: AppConfig; settings: SettingsStore }) {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createBrowserRouter(buildRoutes()))
  return (
    <ConfigContext value={config}>
      <SettingsProvider store={settings}>
        <ThemeSync />
        <QueryClientProvider client={queryClient}>
          <LiveFeedProvider>
            <RouterProvider router={router} />
          </LiveFeedProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </ConfigContext>
  )
}
