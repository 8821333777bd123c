// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { afterEach, expect, it } from 'vitest'
import { formatInteger } from '../format/number'
import { activate } from './i18n'
import { locales } from './locales'
import { startLanguage } from './startLanguage'

afterEach(() => {
  activate(locales[0], {})
  document.documentElement.lang = 'en'
  document.documentElement.dir = 'ltr'
})

it('makes the chosen language the page’s: its catalogue, its figures, its direction', async () => {
  const got = await startLanguage('/ar/tx/ab', 'auto', [], async () => ({}))
  expect(got.code).toBe('ar')
  expect(i18n.locale).toBe('ar')
  expect(document.documentElement.dir).toBe('rtl')
  const german = await startLanguage('/tx/ab', 'de', [], async () => ({}))
  expect(german.code).toBe('de')
  expect(formatInteger(4888)).toBe('4.888')
  expect(document.documentElement.lang).toBe('de')
})

it('stays in English when the catalogue cannot be downloaded, rather than showing nothing', async () => {
  const got = await startLanguage('/ja/', 'auto', [], () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  )
  expect(got.code).toBe('en')
  expect(i18n.locale).toBe('en-US')
  expect(document.documentElement.lang).toBe('en')
  expect(formatInteger(4888)).toBe('4,888')
})
