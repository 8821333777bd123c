import { afterEach, expect, it } from 'vitest'
import { setFormatLocale } from './locale'
import { formatUnitsText } from './units'

afterEach(() => setFormatLocale('en-US'))

it("writes a wei amount to its last digit in the page's decimal mark, ungrouped as wallets write it", () => {
  const wei = 10_000_123_456_789_012_345_678n
  expect(formatUnitsText(wei, 18)).toBe('10000.123456789012345678')
  expect(formatUnitsText(1_000_000n, 8)).toBe('0.01')
  expect(formatUnitsText(-5n, 0)).toBe('-5')
  setFormatLocale('de-DE')
  expect(formatUnitsText(wei, 18)).toBe('10000,123456789012345678')
  setFormatLocale('fr-FR')
  expect(formatUnitsText(1_500_000_000_000_000_000n, 18)).toBe('1,5')
})
