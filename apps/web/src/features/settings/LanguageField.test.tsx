import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { settingsKey } from '../../settings/settings'
import { renderWithProviders } from '../../test/renderWithProviders'
import { LanguageField } from './LanguageField'

const stored = () => JSON.parse(localStorage.getItem(settingsKey) ?? '{}')

afterEach(() => history.replaceState(null, '', '/'))

it('shows the language of the URL, stores the one chosen and opens the same page in it', async () => {
  history.replaceState(null, '', '/ja/tx/ab?x=1#vout=0')
  const go = vi.fn()
  renderWithProviders(<LanguageField go={go} />, '/ja/tx/ab')
  const select = screen.getByLabelText('Language')
  expect(select).toHaveValue('ja')
  await userEvent.selectOptions(select, 'de')
  expect(stored()).toMatchObject({ language: 'de' })
  expect(go).toHaveBeenCalledWith('/de/tx/ab?x=1#vout=0')
})

it("offers the browser's language, which drops the prefix", async () => {
  history.replaceState(null, '', '/fr/block/00')
  localStorage.setItem(settingsKey, JSON.stringify({ language: 'de' }))
  const go = vi.fn()
  renderWithProviders(<LanguageField go={go} />, '/fr/block/00')
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'auto')
  expect(stored()).toMatchObject({ language: 'auto' })
  expect(go).toHaveBeenCalledWith('/block/00')
  // Each language is offered in its own name.
  expect(screen.getByRole('option', { name: '日本語' })).toHaveValue('ja')
  expect(screen.getByRole('option', { name: 'العربية' })).toHaveValue('ar')
})
