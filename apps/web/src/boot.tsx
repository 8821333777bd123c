// The app's start, imported by the entry (main.tsx) once the browser has painted the app shell.
// English is active before any module of the app runs; the page's language is set before it renders.
import './i18n/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { loadConfig } from './app/config'
import { startPath } from './app/startPath'
import { startLanguage } from './i18n/startLanguage'
import { syncHostCookie } from './settings/hostCookie'
import { createSettingsStore } from './settings/store'
import { applyTheme } from './theme/palette'

const settings = createSettingsStore()
// The server's policy lets the page reach the settings' host by a cookie: a page loaded without it
// (settings from before, a cleared cookie) loads again once it is set.
if (syncHostCookie(settings.get().host)) location.reload()
// Colours before the first paint: no flash of the wrong theme.
applyTheme(settings.get().theme)
const start = startPath(location.pathname, settings.get().network)
if (start) history.replaceState(history.state, '', start + location.search + location.hash)

// The page's language and its catalogue, with the config: both before the first render.
const [config] = await Promise.all([
  loadConfig(),
  startLanguage(location.pathname, settings.get().language, navigator.languages),
])
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App config={config} settings={settings} />
    </StrictMode>,
  )
}
