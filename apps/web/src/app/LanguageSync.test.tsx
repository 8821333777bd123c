import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { LocaleCode } from '../i18n/locales'
import type { PageNavigation } from '../i18n/pageNavigation'
import { settingsKey } from '../settings/settings'
import { LanguageSync } from './LanguageSync'

/** This page at `pathname` in `active`, and how often it was loaded again. */
function page(pathname: string, active: LocaleCode, browser: readonly string[] = ['en-US']) {
  let reloads = 0
  const navigation: PageNavigation = {
    current: () => ({ pathname, search: '', hash: '' }),
    assign: () => {
      throw new Error('not expected')
    },
    reload: () => {
      reloads += 1
    },
  }
  render(<LanguageSync navigation={navigation} active={active} browser={browser} />)
  return { reloads: () => reloads }
}

/** Another tab's write of the settings, as the browser reports it to this one. */
function otherTab(before: object, after: object, key = settingsKey) {
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      oldValue: JSON.stringify(before),
      newValue: JSON.stringify(after),
    }),
  )
}

it('loads the page again in the language another tab chose', () => {
  const tab = page('/tx/ab', 'en')
  otherTab({ language: 'auto', theme: 'dark' }, { language: 'de', theme: 'dark' })
  expect(tab.reloads()).toBe(1)
})

it('loads the page again when the other tab goes back to the browser’s language', () => {
  const tab = page('/tx/ab', 'de', ['ja-JP'])
  otherTab({ language: 'de' }, { language: 'auto' })
  expect(tab.reloads()).toBe(1)
})

it('leaves a page whose language comes from its URL prefix', () => {
  const tab = page('/ja/tx/ab', 'ja')
  otherTab({ language: 'auto' }, { language: 'de' })
  expect(tab.reloads()).toBe(0)
})

it('leaves the page for other settings, other keys, and a language it is already in', () => {
  const tab = page('/tx/ab', 'de', ['de-DE'])
  otherTab({ language: 'de', theme: 'dark' }, { language: 'de', theme: 'light' })
  otherTab({ language: 'auto' }, { language: 'fr' }, 'outpoint.watch')
  // The browser's language is German too: nothing to change.
  otherTab({ language: 'de' }, { language: 'auto' })
  expect(tab.reloads()).toBe(0)
})

it('follows a prefix Outpoint has no translation for, as the page does', () => {
  // `/ko/...` is one of mempool.space's prefixes, not a language of Outpoint's: the setting decides.
  const tab = page('/ko/tx/ab', 'en')
  otherTab({ language: 'auto' }, { language: 'fr' })
  expect(tab.reloads()).toBe(1)
})
