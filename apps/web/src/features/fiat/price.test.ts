import type { HistoricalPrices } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { fakePrices } from './fakePrices'
import { currentPrice, fiatValue, hasPrices, pastPrice } from './price'

const prices = fakePrices({ JPY: -1 })

describe('currentPrice', () => {
  it("takes the currency's price from /v1/prices", () => {
    expect(currentPrice(prices, 'EUR')).toEqual({
      kind: 'price',
      currency: 'EUR',
      price: 75_100,
      time: 1_764_201_600,
      past: false,
    })
  })

  it("says unavailable for mempool's -1 (no feed answered), and without the route", () => {
    expect(currentPrice(prices, 'JPY')).toEqual({ kind: 'unavailable' })
    expect(currentPrice(null, 'USD')).toEqual({ kind: 'unavailable' })
  })
})

describe('pastPrice', () => {
  const answer = (row: HistoricalPrices['prices'][number]): HistoricalPrices => ({
    prices: [row],
    exchangeRates: { USDEUR: 0.87, USDJPY: 157 },
  })

  it('takes the row of the hour before the moment', () => {
    expect(pastPrice(answer({ time: 1_600_000_000, USD: 10_700, EUR: 9_100 }), 'EUR')).toEqual({
      kind: 'price',
      currency: 'EUR',
      price: 9_100,
      time: 1_600_000_000,
      past: true,
    })
  })

  it("falls back to the USD price at the service's exchange rate when the row lacks the currency", () => {
    const state = pastPrice(answer({ time: 1_300_000_000, USD: 100 }), 'JPY')
    expect(state).toMatchObject({ kind: 'price', price: 15_700 })
  })

  it("says unavailable before the history (mempool's fake row of 0), and for no answer", () => {
    expect(pastPrice(answer({ time: 1_279_497_600, USD: 0, EUR: 0 }), 'EUR')).toEqual({
      kind: 'unavailable',
    })
    expect(pastPrice(answer({ time: 1_279_497_600, USD: 0 }), 'GBP')).toEqual({
      kind: 'unavailable',
    })
    expect(pastPrice(null, 'USD')).toEqual({ kind: 'unavailable' })
    expect(pastPrice({ prices: [], exchangeRates: {} }, 'USD')).toEqual({ kind: 'unavailable' })
  })
})

it('prices only the networks the service keeps prices for', () => {
  expect(hasPrices('main')).toBe(true)
  expect(hasPrices('liquid')).toBe(true)
  for (const network of ['testnet', 'testnet4', 'signet', 'regtest', 'liquidtestnet'] as const)
    expect(hasPrices(network), network).toBe(false)
})

it('values sats at a price per coin', () => {
  expect(fiatValue(12_345, 86_500)).toBeCloseTo(10.678, 3)
})
