import { describe, expect, it } from 'vitest'
import { dateTicks, formatTickDate, timeAxis, timeTicks } from './time-axis'

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

describe('timeAxis', () => {
  const day = 86_400
  const start = Date.UTC(2026, 2, 31, 10, 7) / 1000

  it('labels a span within a day with clock times', () => {
    const axis = timeAxis([start, start + 3600, start + 7200], 'utc', false)
    expect(axis.ticks.map(axis.tick)).toEqual(['10:30', '11:00', '11:30', '12:00'])
    expect(axis.point(start + 3600)).toBe('11:07')
  })

  it('labels a span of months with dates, and reads a point out with its date and time', () => {
    const axis = timeAxis([start, start + 40 * day, start + 90 * day], 'utc', false)
    expect(axis.ticks.map(axis.tick)).toEqual(['7 Apr', '7 May', '6 Jun'])
    expect(axis.point(start + 40 * day)).toBe('2026-05-10 10:07')
  })

  it('names daily points by their dates, however short the span', () => {
    const midnight = start - (start % day)
    const axis = timeAxis([midnight, midnight + day], 'utc', true)
    expect(axis.ticks.map(axis.tick)).toEqual(['31 Mar', '1 Apr'])
    expect(axis.point(midnight + day)).toBe('2026-04-01')
  })
})
