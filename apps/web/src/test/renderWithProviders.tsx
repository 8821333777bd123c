import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { AppProviders } from '../app/AppProviders'
import type { AppConfig } from '../app/config'
import { languageBasename } from '../app/languages'
import { createSettingsStore } from '../settings/store'
import { fakeFeeds } from './fakeFeeds'

/**
 * Renders `ui` at `path` with the app's real providers, feeds without sockets and a query client without
 * retries (so failures show at once).
 */
export function renderWithProviders(ui: ReactNode, path = '/', config?: AppConfig) {
  const settings = createSettingsStore(localStorage)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const { registry, feeds } = fakeFeeds()
  const view = render(
    <AppProviders
      config={config ?? { apiHost: 'example.test' }}
      settings={settings}
      queryClient={queryClient}
      feeds={registry}
    >
      <MemoryRouter initialEntries={[path]} basename={languageBasename(path)}>
        {ui}
      </MemoryRouter>
    </AppProviders>,
  )
  return { ...view, settings, queryClient, feeds }
}
