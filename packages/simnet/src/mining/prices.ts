import type { HistoricalPrices, PriceCurrency, Prices } from '@outpoint/explorer-client'
import { smoothNoise } from './noise.js'

/**
 * The prices of the day the walk is anchored to (late November 2025, whole units as mempool sends them).
 * Simnet has no price feed; the app needs plausible conversions and a history that moves.
 */
const fixed = {
  USD: 86_500,
  EUR: 75_100,
  GBP: 66_100,
  CAD: 121_900,
  CHF: 69_900,
  AUD: 134_300,
  JPY: 13_580_000,
}

/** 2025-11-27 00:00 UTC: the walk passes through `fixed` here. */
const anchor = 1_764_201_600
const hour = 3600
const day = 86_400
const year = 365 * day
/** How far back the daily rows go before the hourly ones: as far as simnet's statistics history. */
const dailyYears = 5
/** The walk's key: a constant, so every network and seed shows the same price at the same time. */
const key = 0x0b7c_2025
/** Drift a year (log): the price roughly doubles in 2.3 years, as bitcoin's has over long spans. */
const trend = 0.3
/** Swings (log amplitude, period in seconds): cycles of months, weeks, days and hours. */
const swings: readonly [amplitude: number, period: number][] = [
  [0.35, 200 * day],
  [0.15, 40 * day],
  [0.05, 6 * day],
  [0.015, 8 * hour],
]

const wander = (time: number) =>
  swings.reduce(
    (sum, [amplitude, period], i) => sum + amplitude * smoothNoise(key + i, period, time),
    0,
  )

/**
 * The price of the hour `time` falls in, in every currency: a deterministic walk (smooth noise over a
 * drift) through `fixed` at `anchor`. Each currency follows USD at the anchor's exchange rates, so the
 * conversions agree with `exchangeRates`.
 */
function priceRow(time: number): Omit<Prices, 'time'> {
  const row = Math.floor(time / hour) * hour
  const factor = Math.exp((trend * (row - anchor)) / year + wander(row) - wander(anchor))
  const scaled = (price: number) => Math.max(1, Math.round(price * factor))
  return {
    USD: scaled(fixed.USD),
    EUR: scaled(fixed.EUR),
    GBP: scaled(fixed.GBP),
    CAD: scaled(fixed.CAD),
    CHF: scaled(fixed.CHF),
    AUD: scaled(fixed.AUD),
    JPY: scaled(fixed.JPY),
  }
}

/** `/v1/prices` at `time`: the price of its hour, the newest row of the history (mempool updates hourly). */
export function prices(time: number): Prices {
  return { time, ...priceRow(time) }
}

/** What mempool answers before its first price update, and always on testnet and signet (it never updates there). */
export function noPrices(): Prices {
  return { time: 0, USD: -1, EUR: -1, GBP: -1, CAD: -1, CHF: -1, AUD: -1, JPY: -1 }
}

/** The networks mempool runs no price feed on (`price-updater.ts`): `/v1/historical-price` answers 400 there. */
export const pricelessNetworks = ['testnet', 'signet']

/** mempool's computeFx: units of a currency per USD, to 2 places. */
const exchangeRates = (): Record<string, number> =>
  Object.fromEntries(
    Object.entries(fixed)
      .filter(([currency]) => currency !== 'USD')
      .map(([currency, price]) => [`USD${currency}`, Math.round((price / fixed.USD) * 100) / 100]),
  )

/**
 * The times of the price rows, newest first: a row an hour from `from` to `now` (mempool's hourly
 * updates), and before them a row a day (at midnight UTC) for five years, as mempool's table holds the
 * daily prices it imported before its hourly ones.
 */
function rowTimes(from: number, now: number): number[] {
  const newest = Math.floor(now / hour) * hour
  const oldest = Math.ceil(from / hour) * hour
  const times: number[] = []
  for (let time = newest; time >= oldest; time -= hour) times.push(time)
  const firstDay = Math.ceil((oldest - dailyYears * year) / day) * day
  for (let time = Math.ceil(oldest / day) * day - day; time >= firstDay; time -= day) {
    if (time < oldest) times.push(time)
  }
  return times
}

/**
 * `/v1/historical-price[?currency=&timestamp=]` over simnet's history (hourly from `from` to `now`, daily
 * before), newest first, or with `timestamp` the one row before it; with `currency` each row only has that
 * currency and USD (a made-up zero row when none is before `timestamp`). An unknown currency answers null.
 */
export function historicalPrices(
  from: number,
  now: number,
  currency: string | undefined,
  timestamp: number,
): HistoricalPrices | null {
  if (currency !== undefined && !(currency in fixed)) return null
  const all = rowTimes(from, now)
  let times = all
  if (timestamp) {
    const before = all.find((time) => time < timestamp)
    times = before === undefined ? [] : [before]
  }
  const picked = currency as PriceCurrency | undefined
  const rows: HistoricalPrices['prices'] = times.map((time) => {
    const row = priceRow(time)
    return picked ? { time, [picked]: row[picked], USD: row.USD } : { time, ...row }
  })
  if (picked && timestamp && rows.length === 0) rows.push({ time: 1279497600, [picked]: 0, USD: 0 })
  return { prices: rows, exchangeRates: exchangeRates() }
}
