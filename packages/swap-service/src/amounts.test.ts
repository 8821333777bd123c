import { describe, expect, it } from 'vitest'
import { convert, feeOf, scaledRate, withinTolerance } from './amounts.js'

describe('convert', () => {
  const pricing = { rate: 15, feeBps: 30 }

  it('turns wei into sats at ETH per BTC, after the fee, rounded down', () => {
    // 1 ETH less 0.3 % at 15 ETH per BTC: 0.997 / 15 BTC = 6,646,666.67 sats.
    expect(convert('anvil', 10n ** 18n, pricing)).toBe(6_646_666n)
    expect(convert('anvil', 10n ** 18n, { rate: 15, feeBps: 0 })).toBe(6_666_666n)
  })

  it('turns sats into wei', () => {
    // 100,000 sats = 0.001 BTC, less 0.3 %, times 15 = 0.014955 ETH.
    expect(convert('bitcoin', 100_000n, pricing)).toBe(14_955_000_000_000_000n)
    expect(convert('bitcoin', 100_000_000n, { rate: 0.5, feeBps: 0 })).toBe(5n * 10n ** 17n)
  })

  it('keeps the fee in basis points of the source amount', () => {
    expect(feeOf(10_000n, 30)).toBe(30n)
    expect(feeOf(10n ** 18n, 30)).toBe(3n * 10n ** 15n)
  })

  it('refuses a rate that is not positive', () => {
    expect(() => scaledRate(0)).toThrow(/positive/)
    expect(() => scaledRate(-1)).toThrow(/positive/)
    expect(() => scaledRate(Number.NaN)).toThrow(/positive/)
  })
})

describe('withinTolerance', () => {
  it('accepts up to the tolerance either way and nothing past it', () => {
    expect(withinTolerance(10_100n, 10_000n, 100)).toBe(true)
    expect(withinTolerance(9_900n, 10_000n, 100)).toBe(true)
    expect(withinTolerance(10_101n, 10_000n, 100)).toBe(false)
    expect(withinTolerance(9_899n, 10_000n, 100)).toBe(false)
  })
})
