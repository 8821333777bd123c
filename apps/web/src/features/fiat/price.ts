import type { HistoricalPrices, Network, PriceCurrency, Prices } from '@outpoint/explorer-client'

/** What a fiat value beside an amount can show. */
export type PriceState =
  /** No currency chosen, or a network whose coins have no price (test networks). */
  | { kind: 'off' }
  | { kind: 'pending' }
  /** The service has no price for it: no price feed, or a time before its history. */
  | { kind: 'unavailable' }
  /** 1 BTC in `currency`, as of `time` (Unix seconds); `past`: the price of that time, not today's. */
  | { kind: 'price'; currency: PriceCurrency; price: number; time: number; past: boolean }

/**
 * The networks mempool keeps prices for: its price updater and `/v1/historical-price` refuse test
 * networks ("Prices are not available on testnets"); Liquid's L-BTC is priced as bitcoin.
 */
const pricedNetworks: readonly Network[] = ['main', 'liquid']

export function hasPrices(network: Network): boolean {
  return pricedNetworks.includes(network)
}

/** mempool writes -1 for a currency no feed answered and 0 before its history began (2010-07-19). */
const usable = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0

/** Today's price from `/v1/prices` (null: the service has no such route). */
export function currentPrice(prices: Prices | null, currency: PriceCurrency): PriceState {
  const price = prices?.[currency]
  if (!prices || !usable(price)) return { kind: 'unavailable' }
  return { kind: 'price', currency, price, time: prices.time, past: false }
}

/**
 * The price of a past moment from `/v1/historical-price?currency=&timestamp=`: its one row, in the
 * currency or else in USD at the service's exchange rate (mempool's own fallback).
 */
export function pastPrice(answer: HistoricalPrices | null, currency: PriceCurrency): PriceState {
  const row = answer?.prices[0]
  if (!answer || !row) return { kind: 'unavailable' }
  const rate = currency === 'USD' ? 1 : answer.exchangeRates[`USD${currency}`]
  const price = row[currency] ?? (usable(rate) ? row.USD * rate : undefined)
  if (!usable(price)) return { kind: 'unavailable' }
  return { kind: 'price', currency, price, time: row.time, past: true }
}

/** `sats` in the price's currency. */
export function fiatValue(sats: number, price: number): number {
  return (sats / 1e8) * price
}
