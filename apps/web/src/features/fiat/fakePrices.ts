import type { Prices } from '@outpoint/explorer-client'

/**
 * A `/v1/prices` answer for unit tests: late November 2025's figures in mempool's seven currencies
 * (whole units, as mempool sends them), with `overrides` (a time, a -1 for a currency no feed answered).
 */
export function fakePrices(overrides: Partial<Prices> = {}): Prices {
  return {
    time: 1_764_201_600,
    USD: 86_500,
    EUR: 75_100,
    GBP: 66_100,
    CAD: 121_900,
    CHF: 69_900,
    AUD: 134_300,
    JPY: 13_580_000,
    ...overrides,
  }
}
