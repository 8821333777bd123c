import type { HistoricalPrices } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { priceSeries, rangeStart } from './price-series'

const day = 86_400
// 2026-03-31 12:00 UTC
const end = Date.UTC(2026, 2, 31, 12) / 1000

describe('rangeStart', () => {
  it('counts days for the short ranges and calendar months (clamped) for the long ones', () => {
    expect(rangeStart(end, '24h')).toBe(end - day)
    expect(rangeStart(end, '1w')).toBe(end - 7 * day)
    expect(rangeStart(end, '1m')).toBe(Date.UTC(2026, 1, 28, 12) / 1000)
    expect(rangeStart(end, '1y')).toBe(Date.UTC(2025, 2, 31, 12) / 1000)
    expect(rangeStart(end, 'all')).toBeUndefined()
  })
})

describe('priceSeries', () => {
  const answer: HistoricalPrices = {
    prices: [
      { time: end, USD: 90_000, EUR: 80_000 },
      { time: end - 3600, USD: 89_000, EUR: 0 },
      { time: end - 2 * day, USD: 85_000, EUR: 76_000 },
      { time: end - 400 * day, USD: 40_000, EUR: 37_000 },
    ],
    exchangeRates: { USDEUR: 0.89 },
  }

  it('keeps the range ending at the newest row, oldest first', () => {
    expect(priceSeries(answer, 'USD', '24h')).toEqual({
      times: [end - 3600, end],
      prices: [89_000, 90_000],
    })
    expect(priceSeries(answer, 'USD', 'all').times).toHaveLength(4)
    expect(priceSeries(answer, 'USD', '1y').prices).toEqual([85_000, 89_000, 90_000])
  })

  it('leaves out rows without a price in the currency', () => {
    expect(priceSeries(answer, 'EUR', '3d').prices).toEqual([76_000, 80_000])
    expect(priceSeries(answer, 'JPY', 'all')).toEqual({ times: [], prices: [] })
  })
})
