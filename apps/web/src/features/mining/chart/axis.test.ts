import { describe, expect, it } from 'vitest'
import { dateTicks, formatSi, formatTickDate, rangeTicks } from './axis'

describe('rangeTicks', () => {
  it('covers the range with round steps that need not start at zero', () => {
    const ticks = rangeTicks(8.5e20, 1.18e21).map((t) => t / 1e20)
    expect(ticks).toEqual([8, 9, 10, 11, 12].map((v) => expect.closeTo(v)))
  })

  it('gives a flat series a band around its value', () => {
    const ticks = rangeTicks(1, 1)
    expect(ticks[0]).toBeLessThanOrEqual(1)
    expect(ticks.at(-1)).toBeGreaterThan(1)
    expect(rangeTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1].map((v) => expect.closeTo(v)))
  })

  it('survives values that are not numbers', () => {
    expect(rangeTicks(Number.NaN, 3)).toEqual([0, 1])
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

describe('formatSi', () => {
  it('scales by thousands with the unit', () => {
    expect(formatSi(1.0725e21, 'H/s')).toBe('1.07 ZH/s')
    expect(formatSi(9.24e20, 'H/s')).toBe('924 EH/s')
    expect(formatSi(152_000_383_977_429)).toBe('152 T')
    expect(formatSi(0.9988)).toBe('0.999')
    expect(formatSi(Number.NaN, 'H/s')).toBe('–')
  })
})
