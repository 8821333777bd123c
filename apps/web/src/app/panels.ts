import { lazy } from 'react'

/*
 * Panels that open on demand (the narrow-screen navigation sheet, settings) and with them the dialog
 * library: loaded on first use or when the browser is idle, never on the path to the first render.
 */
const loadNavSheet = () => import('../features/drawer/NavSheet')
const loadSettingsDialog = () => import('../features/settings/SettingsDialog')

export const NavSheet = lazy(() => loadNavSheet().then((m) => ({ default: m.NavSheet })))
export const SettingsDialog = lazy(() =>
  loadSettingsDialog().then((m) => ({ default: m.SettingsDialog })),
)

/** Fetches the panels ahead of the first click, once the page has rendered and the browser is idle. */
export function preloadPanels(): () => void {
  const load = () => {
    void loadNavSheet().catch(() => {})
    void loadSettingsDialog().catch(() => {})
  }
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load, { timeout: 3_000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(load, 1_500)
  return () => clearTimeout(timer)
}
