import { afterEach, expect, it } from 'vitest'
import { setFormatLocale } from '../../format/locale'
import { parseTypedAmount } from './typedAmount'

afterEach(() => setFormatLocale('en-US'))

const eth = { decimals: 18, symbol: 'ETH' }

it("reads an amount in the page's decimal mark, and refuses one it would have to guess", () => {
  expect(parseTypedAmount('0.5', eth)).toEqual({ ok: true, value: 5n * 10n ** 17n })
  expect(parseTypedAmount('1,000.25', eth)).toEqual({ ok: true, value: 100_025n * 10n ** 16n })
  setFormatLocale('de-DE')
  expect(parseTypedAmount('0,5', eth)).toEqual({ ok: true, value: 5n * 10n ** 17n })
  expect(parseTypedAmount('1.000,25', eth)).toEqual({ ok: true, value: 100_025n * 10n ** 16n })
  expect(parseTypedAmount('0.5', eth)).toEqual({
    ok: false,
    error: '"0.5" is not a number: use digits and "," as the decimal mark, as in 1.234,5.',
  })
})

it('leaves the checks of the amount itself to the wallet', () => {
  expect(parseTypedAmount(' ', eth)).toEqual({ ok: false, error: 'Enter an amount.' })
  expect(parseTypedAmount('-1', eth)).toEqual({
    ok: false,
    error: 'The amount cannot be negative.',
  })
  expect(parseTypedAmount('0,000', eth)).toEqual({
    ok: false,
    error: 'The amount must be more than zero.',
  })
})
