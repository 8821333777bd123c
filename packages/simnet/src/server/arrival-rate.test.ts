import { describe, expect, it } from 'vitest'
import { ArrivalRate, ratePeriod } from './arrival-rate.js'

describe('ArrivalRate', () => {
  it('averages over the period of the network clock, however fast the arrivals were replayed', () => {
    const start = 1_700_000_000
    const rate = new ArrivalRate(start)
    // An hour of arrivals, 200 vB every second, added in one go (as the live catch-up does).
    for (let t = start; t <= start + 3600; t++) rate.add(t, 200, t)
    expect(rate.rate(start + 3600)).toBe(Math.round((200 * (ratePeriod + 1)) / ratePeriod))
  })

  it('divides by the span since sampling began when it is shorter than the period', () => {
    const rate = new ArrivalRate(1000)
    rate.add(1010, 500, 1010)
    rate.add(1020, 500, 1020)
    expect(rate.rate(1020)).toBe(50)
    expect(rate.rate(1000 + ratePeriod + 1011)).toBe(0)
  })

  it('does not count a transaction first seen before the period (back from a disconnected block)', () => {
    const rate = new ArrivalRate(0)
    rate.add(10_000, 300, 10_000 + ratePeriod + 1)
    expect(rate.rate(10_000 + ratePeriod + 1)).toBe(0)
  })

  it('holds only the arrivals of the period when the rate is never read (a hub without clients)', () => {
    const rate = new ArrivalRate(0)
    for (let t = 0; t < 10 * ratePeriod; t++) rate.add(t, 100, t)
    expect(rate.size).toBe(ratePeriod + 1)
  })
})
