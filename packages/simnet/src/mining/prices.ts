import type { HistoricalPrices, PriceCurrency, Prices } from '@outpoint/explorer-client'

/**
 * Fixed prices of the day simnet's history ends (late November 2025, whole units as mempool sends them).
 * Simnet has no price feed; the app only needs plausible conversions.
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

export function prices(time: number): Prices {
  return { time, ...fixed }
}

/** What mempool answers before its first price update, and always on testnet and signet (it never updates there). */
export function noPrices(): Prices {
  return { time: 0, USD: -1, EUR: -1, GBP: -1, CAD: -1, CHF: -1, AUD: -1, JPY: -1 }
}

/** The networks mempool runs no price feed on (`price-updater.ts`): `/v1/historical-price` answers 400 there. */
export const pricelessNetworks = ['testnet', 'signet']

/** Hours between the rows of simnet's price history (mempool keeps one an hour for the recent past). */
const rowSeconds = 3600

/** mempool's computeFx: units of a currency per USD, to 2 places. */
const exchangeRates = (): Record<string, number> =>
  Object.fromEntries(
    Object.entries(fixed)
      .filter(([currency]) => currency !== 'USD')
      .map(([currency, price]) => [`USD${currency}`, Math.round((price / fixed.USD) * 100) / 100]),
  )

/**
 * `/v1/historical-price[?currency=&timestamp=]` over simnet's history (`from` to `now`): a row an hour,
 * newest first, or with `timestamp` the one row before it; with `currency` each row only has that currency
 * and USD (a made-up zero row when none is before `timestamp`). An unknown currency answers null.
 */
export function historicalPrices(
  from: number,
  now: number,
  currency: string | undefined,
  timestamp: number,
): HistoricalPrices | null {
  if (currency !== undefined && !(currency in fixed)) return null
  const newest = Math.floor(now / rowSeconds) * rowSeconds
  const oldest = Math.ceil(from / rowSeconds) * rowSeconds
  let times: number[] = []
  if (timestamp) {
    const before = Math.min(newest, Math.ceil(timestamp / rowSeconds) * rowSeconds - rowSeconds)
    if (before >= oldest) times = [before]
  } else {
    for (let time = newest; time >= oldest; time -= rowSeconds) times.push(time)
  }
  const picked = currency as PriceCurrency | undefined
  const rows: HistoricalPrices['prices'] = times.map((time) =>
    picked ? { time, [picked]: fixed[picked], USD: fixed.USD } : { time, ...fixed },
  )
  if (picked && timestamp && rows.length === 0) rows.push({ time: 1279497600, [picked]: 0, USD: 0 })
  return { prices: rows, exchangeRates: exchangeRates() }
}
