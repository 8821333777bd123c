import { describe, expect, it } from 'vitest'
import { linear, nearestIndex, niceStep, timeTicks, yTicks } from './scale'

describe('chart scales', () => {
  it('maps a domain linearly onto pixels, upside down for y', () => {
    const y = linear(0, 100, 180, 0)
    expect(y(0)).toBe(180)
    expect(y(50)).toBe(90)
    expect(y(100)).toBe(0)
    expect(linear(5, 5, 10, 20)(5)).toBe(10)
  })

  it('rounds steps up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1)
    expect(niceStep(1.3)).toBe(2)
    expect(niceStep(2.2)).toBe(2.5)
    expect(niceStep(3)).toBe(5)
    expect(niceStep(591)).toBe(1000)
    expect(niceStep(2000)).toBe(2000)
    expect(niceStep(0)).toBe(1)
    expect(niceStep(Number.NaN)).toBe(1)
  })

  it('puts y ticks from zero just past the maximum', () => {
    expect(yTicks(2364)).toEqual([0, 1000, 2000, 3000])
    expect(yTicks(100)).toEqual([0, 25, 50, 75, 100])
    expect(yTicks(0)).toEqual([0, 0.25])
  })

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

  it('finds the nearest time', () => {
    const times = [0, 60, 120, 180]
    expect(nearestIndex(times, -5)).toBe(0)
    expect(nearestIndex(times, 80)).toBe(1)
    expect(nearestIndex(times, 95)).toBe(2)
    expect(nearestIndex(times, 999)).toBe(3)
    expect(nearestIndex([], 3)).toBe(-1)
  })
})
