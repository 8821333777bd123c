import { expect, it } from 'vitest'
import { formatChange, formatFraction, formatPercent, formatShare } from './percent'

it('writes a change with its sign and two decimals, nothing for what rounds to zero', () => {
  expect(formatChange(5.914788959658535)).toBe('+5.91 %')
  expect(formatChange(-0.9778871328980188)).toBe('-0.98 %')
  expect(formatChange(1.254)).toBe('+1.25 %')
  expect(formatChange(-0.4)).toBe('-0.40 %')
  expect(formatChange(0)).toBe('0.00 %')
  expect(formatChange(0.001)).toBe('0.00 %')
  expect(formatChange(-0.001)).toBe('0.00 %')
  expect(formatChange(1234.5)).toBe('+1,234.50 %')
  expect(formatChange(undefined)).toBe('–')
  expect(formatChange(Number.NaN)).toBe('–')
})

it('writes shares and percentages', () => {
  expect(formatShare(0.4)).toBe('40 %')
  expect(formatShare('0.4')).toBe('–')
  expect(formatFraction(0.123456)).toBe('12.35%')
  expect(formatFraction(0.5)).toBe('50%')
  expect(formatPercent(12.46, 1)).toBe('12.5 %')
  expect(formatPercent(3, 2)).toBe('3.00 %')
})
