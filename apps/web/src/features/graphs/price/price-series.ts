import type { HashrateInterval, HistoricalPrices, PriceCurrency } from '@outpoint/explorer-client'
import { poolIntervals } from '../../mining/intervals'

/**
 * The price chart's ranges: mempool.space's (a day to all). `/v1/historical-price` takes no range (it
 * answers every row, PricesRepository.$getHistoricalPrices), so the page cuts the rows itself.
 */
export const priceRanges = poolIntervals
export type PriceRange = (typeof priceRanges)[number]
export const defaultPriceRange: PriceRange = '1y'

const day = 86_400
const spans: Record<Exclude<HashrateInterval, 'all'>, { days: number } | { months: number }> = {
  '24h': { days: 1 },
  '3d': { days: 3 },
  '1w': { days: 7 },
  '1m': { months: 1 },
  '3m': { months: 3 },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '2y': { months: 24 },
  '3y': { months: 36 },
  '4y': { months: 48 },
}

/** The first second a range ending at `end` covers (calendar months, UTC); undefined for all. */
export function rangeStart(end: number, range: HashrateInterval): number | undefined {
  if (range === 'all') return undefined
  const span = spans[range]
  if ('days' in span) return end - span.days * day
  const date = new Date(end * 1000)
  const month = date.getUTCMonth() - span.months
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), month, 1))
  // The same day of the month, or the month's last day when it is shorter.
  const lastDay = new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0),
  ).getUTCDate()
  shifted.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  shifted.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds())
  return Math.floor(shifted.getTime() / 1000)
}

export interface PriceSeries {
  /** Seconds, ascending. */
  times: number[]
  /** Price of one BTC in the currency, per time. */
  prices: number[]
}

/**
 * The rows of `currency` within the range that ends at the newest row, oldest first, one per time. Rows
 * without a price in the currency (mempool stores 0 or -1 where no feed answered) are left out.
 */
export function priceSeries(
  answer: HistoricalPrices,
  currency: PriceCurrency,
  range: HashrateInterval,
): PriceSeries {
  const byTime = new Map<number, number>()
  for (const row of answer.prices) {
    const price = row[currency]
    if (typeof price === 'number' && Number.isFinite(price) && price > 0)
      byTime.set(row.time, price)
  }
  const times = [...byTime.keys()].sort((a, b) => a - b)
  const newest = times.at(-1)
  const start = newest === undefined ? undefined : rangeStart(newest, range)
  const kept = start === undefined ? times : times.filter((time) => time >= start)
  return { times: kept, prices: kept.map((time) => byTime.get(time) ?? Number.NaN) }
}
