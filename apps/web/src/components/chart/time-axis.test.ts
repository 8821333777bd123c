import { describe, expect, it } from 'vitest'
import { dateTicks, formatTickDate, timeTicks } from './time-axis'

describe('timeTicks', () => {
  it('puts time ticks on round times', () => {
    // 10:07 to 12:07 UTC: every 30 minutes from 10:30.
    const start = Date.UTC(2024, 2, 31, 10, 7) / 1000
    const ticks = timeTicks(start, start + 7200)
    expect(ticks.map((t) => new Date(t * 1000).toISOString().slice(11, 16))).toEqual([
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ])
    expect(timeTicks(10, 10)).toEqual([])
  })
})

describe('dateTicks', () => {
  const day = 86_400
  it('puts at most `count` ticks on whole days', () => {
    const ticks = dateTicks(100 * day + 3600, 130 * day, 5)
    expect(ticks.length).toBeGreaterThan(1)
    expect(ticks.length).toBeLessThanOrEqual(5)
    for (const t of ticks) expect(t % day).toBe(0)
    expect((ticks[1] ?? 0) - (ticks[0] ?? 0)).toBe(7 * day)
  })

  it('steps in years over long spans', () => {
    const ticks = dateTicks(0, 12 * 365 * day, 5)
    expect(ticks.length).toBeLessThanOrEqual(5)
    expect((ticks[1] ?? 0) - (ticks[0] ?? 0)).toBe(3 * 365 * day)
  })

  it('has none for an empty span', () => {
    expect(dateTicks(5, 5)).toEqual([])
  })
})

describe('formatTickDate', () => {
  const nov3 = Date.UTC(2026, 10, 3) / 1000
  it('names day and month within a year, month and year beyond', () => {
    expect(formatTickDate(nov3, 30 * 86_400, 'utc')).toBe('3 Nov')
    expect(formatTickDate(nov3, 800 * 86_400, 'utc')).toBe('Nov 2026')
  })
})
