import { describe, expect, it } from 'vitest'
import { historicalPrices, prices } from './prices.js'

const hour = 3600
const day = 86_400
const now = 1_795_290_000
const from = now - 30 * day

describe('simnet price history', () => {
  const all = historicalPrices(from, now, undefined, 0)
  const rows = all?.prices ?? []

  it('ends at /v1/prices: the newest row is the price of the current hour', () => {
    const latest = prices(now)
    expect(rows[0]).toEqual({ ...latest, time: Math.floor(now / hour) * hour })
  })

  it('passes through the fixed figures of 2025-11-27', () => {
    expect(prices(1_764_201_600 + 1800)).toMatchObject({
      USD: 86_500,
      EUR: 75_100,
      JPY: 13_580_000,
    })
  })

  it('is the same on every call, hourly back to `from`, then daily for five years', () => {
    expect(historicalPrices(from, now, undefined, 0)).toEqual(all)
    const times = rows.map((row) => row.time)
    const gaps = times.slice(1).map((time, i) => (times[i] ?? 0) - time)
    const hourly = gaps.findIndex((gap) => gap !== hour)
    expect(times[hourly]).toBeGreaterThanOrEqual(from)
    expect(times[hourly]).toBeLessThan(from + hour)
    // The first daily row is the midnight before the oldest hourly row; a day between each after it.
    expect(gaps[hourly]).toBeLessThanOrEqual(day)
    expect(new Set(gaps.slice(hourly + 1))).toEqual(new Set([day]))
    expect(times.at(-1)).toBeLessThan(now - 5 * 365 * day + 31 * day)
    expect((times.at(-1) ?? 1) % day).toBe(0)
  })

  it('moves: a year of rows spans more than a tenth, and no hour jumps by more than 5 %', () => {
    const year = rows.filter((row) => row.time >= now - 365 * day).map((row) => row.USD)
    expect(Math.max(...year) / Math.min(...year)).toBeGreaterThan(1.1)
    const hourly = rows.filter((row) => row.time >= from).map((row) => row.USD)
    for (let i = 1; i < hourly.length; i++) {
      expect(Math.abs((hourly[i] ?? 0) / (hourly[i - 1] ?? 1) - 1)).toBeLessThan(0.05)
    }
  })

  it('converts every currency at the same exchange rates', () => {
    for (const row of rows.slice(0, 50)) {
      expect(Math.abs((row.EUR ?? 0) / row.USD - 75_100 / 86_500)).toBeLessThan(0.001)
    }
  })

  it('one currency, and one row before a timestamp', () => {
    const eur = historicalPrices(from, now, 'EUR', 0)
    expect(eur?.prices[3]).toEqual({ time: rows[3]?.time, EUR: rows[3]?.EUR, USD: rows[3]?.USD })
    const at = (rows[100]?.time ?? 0) + 1
    expect(historicalPrices(from, now, 'EUR', at)?.prices).toEqual([
      { time: rows[100]?.time, EUR: rows[100]?.EUR, USD: rows[100]?.USD },
    ])
    expect(historicalPrices(from, now, 'XYZ', 0)).toBeNull()
  })
})
