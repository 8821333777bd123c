// Messages (`t` of @lingui/core/macro) need an active language: the app's, English, as on a page.
import '../i18n/i18n'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Pages load their routes lazily and answer through real query and render cycles: on a loaded machine
// (the whole suite on two cores, beside a build) the first paint can take more than testing-library's
// default second. A ceiling, not a speed check: a passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
