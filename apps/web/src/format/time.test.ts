import { describe, expect, it } from 'vitest'
import { formatDateTime, formatTimeAgo } from './time'

describe('formatDateTime', () => {
  it('writes UTC with its suffix', () => {
    expect(formatDateTime(1_231_006_505, 'utc')).toBe('2009-01-03 18:15:05 UTC')
  })

  it('writes local time without a suffix', () => {
    const text = formatDateTime(1_231_006_505, 'local')
    expect(text).toMatch(/^2009-01-0[34] \d\d:\d5:05$/)
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
    expect(formatTimeAgo(now + 1_200, now)).toBe('in 20 minutes')
  })
})
