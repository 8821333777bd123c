import { afterEach, expect, it } from 'vitest'
import { formatBtc, formatFeeRate } from './amount'
import { setFormatLocale } from './locale'
import { formatDecimal, formatDecimalText, formatInteger } from './number'
import { formatFraction } from './percent'
import { formatDateTime, formatUtcDate } from './time'

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
  expect(formatDecimalText('21000000.00000000')).toBe('21.000.000,00000000')
  expect(formatDateTime(1_763_733_933, 'utc')).toBe('21.11.2025, 14:05:33 UTC')
  expect(formatUtcDate(1_763_733_933)).toBe('21.11.2025')
  setFormatLocale('ja-JP')
  expect(formatDateTime(1_763_733_933, 'utc')).toBe('2025/11/21 14:05:33 UTC')
  setFormatLocale('en-US')
  expect(formatDateTime(1_763_733_933, 'utc')).toBe('2025-11-21 14:05:33 UTC')
  expect(formatUtcDate(1_763_733_933)).toBe('2025-11-21')
  setFormatLocale('fr-FR')
  expect(formatDecimal(1234.5, 2)).toBe('1\u202f234,5')
  expect(formatFeeRate(0.025)).toBe('0,025')
})
