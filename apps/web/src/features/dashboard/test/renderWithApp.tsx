import type { Network } from '@outpoint/explorer-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { ConfigContext } from '../../../app/ConfigContext'
import { networkPath } from '../../../app/networks'
import { LiveFeedProvider } from '../../../live/LiveFeedProvider'
import { SettingsProvider } from '../../../settings/SettingsProvider'
import type { Settings } from '../../../settings/settings'
import { createSettingsStore } from '../../../settings/store'
import { createFakeFeed, type FakeFeed } from './fakeFeed'

export interface AppHarness extends RenderResult {
  feed: FakeFeed
  queryClient: QueryClient
}

/**
 * Renders `ui` inside the app's providers on `network`'s dashboard URL, with a fake live feed and a query
 * client that never retries (so failures show at once).
 */
export function renderWithApp(
  ui: ReactNode,
  options: { network?: Network; settings?: Partial<Settings>; feed?: FakeFeed } = {},
): AppHarness {
  const feed = options.feed ?? createFakeFeed()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const settings = createSettingsStore()
  if (options.settings) settings.update(options.settings)
  const registry = { get: () => feed, closeAll: () => feed.close() }
  const result = render(
    <ConfigContext value={{ apiHost: 'simnet.test' }}>
      <SettingsProvider store={settings}>
        <QueryClientProvider client={queryClient}>
          <LiveFeedProvider registry={registry}>
            <MemoryRouter initialEntries={[networkPath(options.network ?? 'main')]}>
              <Routes>
                <Route path="/" element={ui} />
                <Route path="/:network" element={ui} />
              </Routes>
            </MemoryRouter>
          </LiveFeedProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </ConfigContext>,
  )
  return { ...result, feed, queryClient }
}
