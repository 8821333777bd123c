import { describe, expect, it } from 'vitest'
import { hourStart, parseTipTime } from './tip-time.js'

// 2026-11-21T19:02:13.500Z
const now = Date.UTC(2026, 10, 21, 19, 2, 13, 500)
const hourAgo = Date.UTC(2026, 10, 21, 19) / 1000

describe('the tip time', () => {
  it('defaults to the start of the current UTC hour', () => {
    expect(hourStart(now)).toBe(hourAgo)
    expect(parseTipTime('hour', now)).toBe(hourAgo)
    // Every start within the hour shares it; the next hour moves it on.
    expect(hourStart(Date.UTC(2026, 10, 21, 19, 59, 59, 999))).toBe(hourAgo)
    expect(hourStart(Date.UTC(2026, 10, 21, 20))).toBe(hourAgo + 3_600)
  })

  it('reads Unix seconds and ISO dates, in UTC unless an offset is given', () => {
    expect(parseTipTime('1763700000', now)).toBe(1_763_700_000)
    expect(parseTipTime('2025-11-21', now)).toBe(Date.UTC(2025, 10, 21) / 1000)
    expect(parseTipTime('2025-11-21T04:40:00Z', now)).toBe(1_763_700_000)
    expect(parseTipTime('2025-11-21T05:40:00+01:00', now)).toBe(1_763_700_000)
    expect(parseTipTime(' 2025-11-21T04:40:00.750Z ', now)).toBe(1_763_700_000)
  })

  it('refuses anything else', () => {
    for (const text of ['', 'now', 'March 7', '-5', '1.5', '2025-13-45', 'hourly']) {
      expect(parseTipTime(text, now), text).toBeUndefined()
    }
  })
})
