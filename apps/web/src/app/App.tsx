import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import { createQueryClient } from '../queries/queryClient'
import type { SettingsStore } from '../settings/store'
import { AppProviders } from './AppProviders'
import { AppRoutes } from './AppRoutes'
import type { AppConfig } from './config'
import { LanguageSync } from './LanguageSync'
import { languageBasename } from './languages'

export function App({ config, settings }: { config: AppConfig; settings: SettingsStore }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <AppProviders config={config} settings={settings} queryClient={queryClient}>
      <LanguageSync />
      {/* A language prefix (`/ja/...`) is the router's base: every link keeps it. */}
      <BrowserRouter basename={languageBasename(globalThis.location.pathname)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
