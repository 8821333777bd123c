import { describe, expect, it } from 'vitest'
import { linear, nearestIndex, niceStep, rangeTicks, yTicks } from './scale'

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

  it('finds the nearest time', () => {
    const times = [0, 60, 120, 180]
    expect(nearestIndex(times, -5)).toBe(0)
    expect(nearestIndex(times, 80)).toBe(1)
    expect(nearestIndex(times, 95)).toBe(2)
    expect(nearestIndex(times, 999)).toBe(3)
    expect(nearestIndex([], 3)).toBe(-1)
  })
})

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
