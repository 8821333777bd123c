import { afterEach, describe, expect, it } from 'vitest'
import {
  formatAmount,
  formatAssetAmount,
  formatBtc,
  formatFeeRate,
  formatSats,
  formatScaled,
} from './amount'
import { setFormatLocale } from './locale'

describe('amounts', () => {
  afterEach(() => setFormatLocale('en-US'))

  it('writes BTC with all eight decimals, exactly', () => {
    expect(formatBtc(0)).toBe('0.00000000')
    expect(formatBtc(1)).toBe('0.00000001')
    expect(formatBtc(123_456_789)).toBe('1.23456789')
    expect(formatBtc(2_100_000_000_000_000)).toBe('21,000,000.00000000')
    expect(formatBtc(-5_000)).toBe('-0.00005000')
  })

  it("writes an issued asset's amount with its precision's decimals, in the locale's marks", () => {
    expect(formatAssetAmount(150_000, 2)).toBe('1,500.00')
    expect(formatAssetAmount(7, 0)).toBe('7')
    expect(formatAssetAmount(5, 8)).toBe('0.00000005')
    expect(formatAssetAmount(-150_000, 2)).toBe('-1,500.00')
    expect(formatAssetAmount(123, 12)).toBe('0.00000123')
    expect(formatScaled(Number.NaN, 2)).toBe('–')
    setFormatLocale('de-DE')
    expect(formatAssetAmount(150_000, 2)).toBe('1.500,00')
    expect(formatAssetAmount(1_234_567, 0)).toBe('1.234.567')
    setFormatLocale('fr-FR')
    expect(formatAssetAmount(150_000, 2)).toBe('1\u202f500,00')
    expect(formatBtc(2_100_000_000_000_000)).toBe('21\u202f000\u202f000,00000000')
  })

  it('groups sats and adds the unit the user chose', () => {
    expect(formatSats(1_234_567)).toBe('1,234,567')
    expect(formatAmount(1_234_567, 'sats')).toBe('1,234,567 sats')
    expect(formatAmount(1_234_567, 'btc')).toBe('0.01234567 BTC')
    expect(formatAmount(1_234_567, 'btc', true)).toBe('0.01234567 L-BTC')
  })

  it('writes fee rates with the decimals that matter', () => {
    expect(formatFeeRate(1.004)).toBe('1')
    expect(formatFeeRate(1.25)).toBe('1.25')
    expect(formatFeeRate(12.34)).toBe('12.3')
    expect(formatFeeRate(150.7)).toBe('151')
    expect(formatFeeRate(0.025)).toBe('0.025')
    expect(formatFeeRate(0.25)).toBe('0.25')
    expect(formatFeeRate(0.1)).toBe('0.1')
    expect(formatFeeRate(-12.34)).toBe('-12.3')
  })
})
