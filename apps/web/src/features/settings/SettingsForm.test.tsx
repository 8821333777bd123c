import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { SettingsForm } from './SettingsForm'

afterEach(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))

const german = {
  'Fee rate unit': 'Einheit der Gebührensätze',
  'Sizes follow: vB with {perVbyte}, weight units (WU, 4 to a vB) with {perWeight}.':
    'Größen folgen: vB mit {perVbyte}, Gewichtseinheiten (WU, 4 je vB) mit {perWeight}.',
}

it('names the fee rate unit and says what it changes in the page’s language', () => {
  i18n.loadAndActivate({
    locale: 'de-DE',
    messages: Object.fromEntries(
      Object.entries(german).map(([english, text]) => [
        generateMessageId(english),
        compileMessage(text),
      ]),
    ),
  })
  renderWithProviders(<SettingsForm />)
  expect(screen.getByLabelText('Einheit der Gebührensätze')).toHaveAccessibleDescription(
    'Größen folgen: vB mit sat/vB, Gewichtseinheiten (WU, 4 je vB) mit sat/WU.',
  )
})

it('reads as before in English', () => {
  renderWithProviders(<SettingsForm />)
  expect(screen.getByLabelText('Fee rate unit')).toHaveAccessibleDescription(
    'Sizes follow: vB with sat/vB, weight units (WU, 4 to a vB) with sat/WU.',
  )
})
