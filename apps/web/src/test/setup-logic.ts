// Messages (`t` of @lingui/core/macro) need an active language: the app's, English, as on a page.
import '../i18n/i18n'
import { afterEach } from 'vitest'

// Logic tests run in node; the few that ask for happy-dom (`// @vitest-environment happy-dom`) use its
// storage, which each test finds empty, as the component tests do (setup.ts).
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
