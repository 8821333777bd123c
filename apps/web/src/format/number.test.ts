import { afterEach, expect, it } from 'vitest'
import { setFormatLocale } from './locale'
import {
  decimalMark,
  formatCompact,
  formatCompactTenths,
  formatDecimal,
  formatDecimalText,
  formatInteger,
  formatSignificant,
  groupMark,
} from './number'

it('formats whole numbers and compact numbers', () => {
  expect(formatInteger(4888.4)).toBe('4,888')
  expect(formatCompact(1_234_567)).toBe('1.23M')
})

it('groups the whole part of a decimal sent as text, without rounding it', () => {
  expect(formatDecimalText('21000000.00000000')).toBe('21,000,000.00000000')
  expect(formatDecimalText('123456789012345678901')).toBe('123,456,789,012,345,678,901')
  expect(formatDecimalText('999')).toBe('999')
  expect(formatDecimalText('not a number')).toBe('not a number')
})

afterEach(() => setFormatLocale('en-US'))

it("writes a decimal held as text in the locale's marks and digits, grouped or not", () => {
  expect(formatDecimalText('10000.123456789012345678', { grouping: false })).toBe(
    '10000.123456789012345678',
  )
  expect(formatDecimalText('-0.5')).toBe('-0.5')
  setFormatLocale('de-DE')
  expect(formatDecimalText('10000.123456789012345678', { grouping: false })).toBe(
    '10000,123456789012345678',
  )
  expect(formatDecimalText('10000.5')).toBe('10.000,5')
  setFormatLocale('fr-FR')
  expect(formatDecimalText('1234567.5')).toBe('1\u202f234\u202f567,5')
  setFormatLocale('ar-EG')
  expect(formatDecimalText('1234.05')).toBe('١٬٢٣٤٫٠٥')
})

it("names the locale's decimal mark and thousands separator", () => {
  expect([decimalMark(), groupMark()]).toEqual(['.', ','])
  setFormatLocale('es-ES')
  expect([decimalMark(), groupMark()]).toEqual([',', '.'])
  setFormatLocale('ru-RU')
  expect([decimalMark(), groupMark()]).toEqual([',', '\u00a0'])
})

it('formats decimals, significant digits and compact figures with one decimal', () => {
  expect(formatDecimal(9.8765, 1)).toBe('9.9')
  expect(formatDecimal(149.3, 2, 2)).toBe('149.30')
  expect(formatDecimal(1234.5678, 3)).toBe('1,234.568')
  expect(formatSignificant(0.9988)).toBe('0.999')
  expect(formatSignificant(1234)).toBe('1,230')
  expect(formatCompactTenths(123_456)).toBe('123.5K')
  expect(formatCompactTenths(1_234_567)).toBe('1.2M')
})
