import { AppRoutes } from '../app/AppRoutes'
import type { AppConfig } from '../app/config'
import { renderWithProviders } from './renderWithProviders'

/** Renders the whole app at `path` (see renderWithProviders). */
export function renderApp(path: string, config?: AppConfig) {
  return renderWithProviders(<AppRoutes />, path, config)
}
