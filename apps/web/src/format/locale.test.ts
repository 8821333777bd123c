import { afterEach, expect, it } from 'vitest'
import { formatBtc, formatFeeRate } from './amount'
import { setFormatLocale } from './locale'
import { formatDecimal, formatInteger, groupDecimalText } from './number'
import { formatFraction } from './percent'

afterEach(() => setFormatLocale('en-US'))

it("formats figures in the page's locale, set after the formats were first used", () => {
  expect(formatInteger(4888.4)).toBe('4,888')
  setFormatLocale('de-DE')
  expect(formatInteger(4888.4)).toBe('4.888')
  expect(formatDecimal(1234.5, 2)).toBe('1.234,5')
  expect(formatFraction(0.1234)).toBe('12,34\u00a0%')
  expect(formatBtc(2_100_000_012_345_678)).toBe('21.000.000,12345678')
  expect(formatFeeRate(12.34)).toBe('12,3')
  expect(formatFeeRate(1234.5)).toBe('1235')
  expect(groupDecimalText('21000000.00000000')).toBe('21.000.000,00000000')
  setFormatLocale('fr-FR')
  expect(formatDecimal(1234.5, 2)).toBe('1\u202f234,5')
  expect(formatFeeRate(0.025)).toBe('0,025')
})
