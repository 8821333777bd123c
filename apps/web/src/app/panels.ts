import { lazy } from 'react'

/*
 * Panels that open on demand (the narrow-screen navigation sheet, settings) and with them the dialog
 * library: fetched when the user heads for their button (see PanelButton), never by a page on its own, so
 * a visit that opens neither loads none of it.
 */
const loadNavSheet = () => import('../features/drawer/NavSheet')
const loadSettingsDialog = () => import('../features/settings/SettingsDialog')

export const NavSheet = lazy(() => loadNavSheet().then((m) => ({ default: m.NavSheet })))
export const SettingsDialog = lazy(() =>
  loadSettingsDialog().then((m) => ({ default: m.SettingsDialog })),
)

/** Starts fetching a panel's code; a failure shows when the panel itself loads (its Suspense). */
const warm = (load: () => Promise<unknown>) => () => {
  void load().catch(() => {})
}

export const preloadNavSheet = warm(loadNavSheet)
export const preloadSettingsDialog = warm(loadSettingsDialog)
