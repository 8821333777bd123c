import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { renderWithProviders } from '../../../test/renderWithProviders'

/** Renders `ui` at `path` under the app's network segment, so useNetwork reads `/liquid/...` as Liquid. */
export function renderAt(ui: ReactNode, path = '/') {
  return renderWithProviders(
    <Routes>
      <Route path=":network/*" element={ui} />
      <Route path="*" element={ui} />
    </Routes>,
    path,
  )
}
