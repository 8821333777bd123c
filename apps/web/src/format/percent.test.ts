import { afterEach, expect, it } from 'vitest'
import { setFormatLocale } from './locale'
import { formatChange, formatFraction, formatPercent, formatShare } from './percent'

afterEach(() => setFormatLocale('en-US'))

it('writes a change with its sign and two decimals, nothing for what rounds to zero', () => {
  expect(formatChange(5.914788959658535)).toBe('+5.91%')
  expect(formatChange(-0.9778871328980188)).toBe('-0.98%')
  expect(formatChange(1.254)).toBe('+1.25%')
  expect(formatChange(-0.4)).toBe('-0.40%')
  expect(formatChange(0)).toBe('0.00%')
  expect(formatChange(0.001)).toBe('0.00%')
  expect(formatChange(-0.001)).toBe('0.00%')
  expect(formatChange(1234.5)).toBe('+1,234.50%')
  expect(formatChange(undefined)).toBe('–')
  expect(formatChange(Number.NaN)).toBe('–')
})

it('writes shares and percentages', () => {
  expect(formatShare(0.4)).toBe('40%')
  expect(formatShare('0.4')).toBe('–')
  expect(formatFraction(0.123456)).toBe('12.35%')
  expect(formatFraction(0.5)).toBe('50%')
  expect(formatPercent(12.46, 1)).toBe('12.5%')
  expect(formatPercent(3, 2)).toBe('3.00%')
  expect(formatPercent(3, 2, 0)).toBe('3%')
  expect(formatPercent(97.125, 2, 0)).toBe('97.13%')
})

it('rounds the percentage itself, as its decimal digits read, not a hundredth of it', () => {
  // 1.005 / 100 is 0.010049999999999999 in floating point: a percent format of it shows 1%.
  expect(formatPercent(1.005, 2)).toBe('1.01%')
  expect(formatChange(1.005)).toBe('+1.01%')
})

it("puts the percent sign where the page's language writes it", () => {
  setFormatLocale('tr-TR')
  expect(formatShare(0.86)).toBe('%86')
  expect(formatPercent(12.46, 1)).toBe('%12,5')
  expect(formatChange(-0.98)).toBe('-%0,98')
  setFormatLocale('fr-FR')
  // A no-break space before the sign (CLDR has had both the narrow and the full one).
  expect(formatShare(0.86)).toMatch(/^86[\u00a0\u202f]%$/)
  expect(formatPercent(1234.5, 1)).toMatch(/^1\u202f234,5[\u00a0\u202f]%$/)
  expect(formatChange(5.91)).toMatch(/^\+5,91[\u00a0\u202f]%$/)
  setFormatLocale('de-DE')
  expect(formatChange(-0.4)).toBe('-0,40\u00a0%')
  setFormatLocale('ar')
  expect(formatShare(0.86)).toBe(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.86))
})
