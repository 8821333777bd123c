import { describe, expect, it, vi } from 'vitest'
import { formatDateTime, formatTimeAgo } from './time'

describe('formatDateTime', () => {
  it('writes UTC with its suffix', () => {
    expect(formatDateTime(1_231_006_505, 'utc')).toBe('2009-01-03 18:15:05 UTC')
  })

  it('writes local time with its zone', () => {
    const text = formatDateTime(1_231_006_505, 'local')
    expect(text).toMatch(/^2009-01-0[34] \d\d:\d5:05 UTC([+-]\d\d:\d\d)?$/)
  })

  it('names a local zone by its offset', () => {
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset')
    try {
      for (const [minutes, zone] of [
        [0, ' UTC'],
        [-60, ' UTC+01:00'],
        [330, ' UTC-05:30'],
      ] as const) {
        offset.mockReturnValue(minutes)
        const text = formatDateTime(1_231_006_505, 'local')
        expect(text.endsWith(`:05${zone}`), text).toBe(true)
      }
    } finally {
      offset.mockRestore()
    }
  })
})

describe('formatTimeAgo', () => {
  const now = 1_700_000_000
  it('picks the largest fitting unit', () => {
    expect(formatTimeAgo(now - 3, now)).toBe('just now')
    expect(formatTimeAgo(now - 45, now)).toBe('45 seconds ago')
    expect(formatTimeAgo(now - 600, now)).toBe('10 minutes ago')
    expect(formatTimeAgo(now - 7_200, now)).toBe('2 hours ago')
    expect(formatTimeAgo(now - 3 * 86_400, now)).toBe('3 days ago')
    // A time ahead of this clock (a block's timestamp, a fast clock) is not "in 20 minutes".
    expect(formatTimeAgo(now + 1_200, now)).toBe('just now')
    expect(formatTimeAgo(now + 3 * 3_600, now)).toBe('just now')
  })
})
