import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import type { PageNavigation } from '../../i18n/pageNavigation'
import { settingsKey } from '../../settings/settings'
import { renderWithProviders } from '../../test/renderWithProviders'
import { LanguageField } from './LanguageField'

const stored = () => JSON.parse(localStorage.getItem(settingsKey) ?? '{}')

/** The page at `path` (with its query and fragment), recording where it is sent. */
function pageAt(path: string) {
  const url = new URL(path, 'http://page.invalid')
  const asked: string[] = []
  const navigation: PageNavigation = {
    current: () => ({ pathname: url.pathname, search: url.search, hash: url.hash }),
    assign: (to) => asked.push(`assign ${to}`),
    reload: () => asked.push('reload'),
  }
  return { navigation, asked, route: url.pathname }
}

it('shows the language of the URL, stores the one chosen and opens the same page in it', async () => {
  const page = pageAt('/ja/tx/ab?x=1#vout=0')
  localStorage.setItem(settingsKey, JSON.stringify({ language: 'de' }))
  renderWithProviders(
    <LanguageField navigation={page.navigation} active="ja" browser={['en-US']} />,
    page.route,
  )
  const select = screen.getByLabelText('Language')
  expect(select).toHaveValue('ja')
  await userEvent.selectOptions(select, 'fr')
  expect(stored()).toMatchObject({ language: 'fr' })
  expect(page.asked).toEqual(['assign /fr/tx/ab?x=1#vout=0'])
})

it("offers the browser's language, which drops the prefix", async () => {
  const page = pageAt('/fr/block/00')
  localStorage.setItem(settingsKey, JSON.stringify({ language: 'de' }))
  renderWithProviders(
    <LanguageField navigation={page.navigation} active="fr" browser={['en-US']} />,
    page.route,
  )
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'auto')
  expect(stored()).toMatchObject({ language: 'auto' })
  expect(page.asked).toEqual(['assign /block/00'])
  // Each language is offered in its own name.
  expect(screen.getByRole('option', { name: '日本語' })).toHaveValue('ja')
  expect(screen.getByRole('option', { name: 'العربية' })).toHaveValue('ar')
})

it('shows the language the page is in, not the setting, when they differ', () => {
  // German was chosen, but its catalogue could not be downloaded: the page is in English.
  localStorage.setItem(settingsKey, JSON.stringify({ language: 'de' }))
  const page = pageAt('/tx/ab')
  renderWithProviders(
    <LanguageField navigation={page.navigation} active="en" browser={['de-DE']} />,
    page.route,
  )
  expect(screen.getByLabelText('Language')).toHaveValue('en')
})

it("shows the browser's language while the page follows it", () => {
  const page = pageAt('/tx/ab')
  const { unmount } = renderWithProviders(
    <LanguageField navigation={page.navigation} active="ja" browser={['ja-JP', 'en']} />,
    page.route,
  )
  expect(screen.getByLabelText('Language')).toHaveValue('auto')
  unmount()
  // Under a prefix the page is in the prefix's language, whatever the browser's.
  const prefixed = pageAt('/ja/tx/ab')
  renderWithProviders(
    <LanguageField navigation={prefixed.navigation} active="ja" browser={['ja-JP']} />,
    prefixed.route,
  )
  expect(screen.getByLabelText('Language')).toHaveValue('ja')
})

it('loads the page again when the new language keeps its address', async () => {
  // German by the setting, no prefix: English has no prefix either, so the address stays the same.
  localStorage.setItem(settingsKey, JSON.stringify({ language: 'de' }))
  const page = pageAt('/tx/ab#vout=1')
  renderWithProviders(
    <LanguageField navigation={page.navigation} active="de" browser={['en-US']} />,
    page.route,
  )
  expect(screen.getByLabelText('Language')).toHaveValue('de')
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'en')
  expect(stored()).toMatchObject({ language: 'en' })
  expect(page.asked).toEqual(['reload'])
})
