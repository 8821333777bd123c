import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { FeedRegistry } from '../live/feedRegistry'
import { LiveFeedProvider } from '../live/LiveFeedProvider'
import { SettingsProvider } from '../settings/SettingsProvider'
import type { SettingsStore } from '../settings/store'
import { ConfigContext } from './ConfigContext'
import type { AppConfig } from './config'
import { ThemeSync } from './ThemeSync'

interface Props {
  config: AppConfig
  settings: SettingsStore
  queryClient: QueryClient
  /** Tests pass feeds without sockets. */
  feeds?: FeedRegistry
  children: ReactNode
}

/** Everything a page needs above it except the router: config, settings, theme, queries, live feeds. */
export function AppProviders({ config, settings, queryClient, feeds, children }: Props) {
  return (
    <ConfigContext value={config}>
      <SettingsProvider store={settings}>
        <ThemeSync />
        <QueryClientProvider client={queryClient}>
          <LiveFeedProvider {...(feeds ? { registry: feeds } : {})}>{children}</LiveFeedProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </ConfigContext>
  )
}
