import { describe, expect, it } from 'vitest'
import { formatDateTime, formatTimeAgo, localZone } from './time'

describe('formatDateTime', () => {
  it('writes UTC with its suffix', () => {
    expect(formatDateTime(1_231_006_505, 'utc')).toBe('2009-01-03 18:15:05 UTC')
  })

  it('writes local time with its zone', () => {
    const text = formatDateTime(1_231_006_505, 'local')
    expect(text).toMatch(/^2009-01-0[34] \d\d:\d5:05 UTC([+-]\d\d:\d\d)?$/)
    expect(text.endsWith(localZone(new Date(1_231_006_505_000)))).toBe(true)
  })

  it('names a zone by its offset', () => {
    const at = (offset: number) => ({ getTimezoneOffset: () => offset }) as Date
    expect(localZone(at(0))).toBe('UTC')
    expect(localZone(at(-60))).toBe('UTC+01:00')
    expect(localZone(at(330))).toBe('UTC-05:30')
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
