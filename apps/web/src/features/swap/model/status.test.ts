import { describe, expect, it } from 'vitest'
import { isFinalStatus, statusPollInterval, statusText } from './status'

describe('swap status', () => {
  it('stops following at final statuses only', () => {
    for (const status of [
      'Completed',
      'Refunded',
      'Failed Source Chain',
      'Failed Destination Chain',
      'Fallback',
    ]) {
      expect(isFinalStatus(status)).toBe(true)
      expect(statusPollInterval(status)).toBe(false)
    }
    for (const status of [
      'Submitted',
      'Pending Source Chain',
      'Pending Destination Chain',
      'Refund Required',
      'Claim Required',
      'Something New',
      undefined,
      42,
    ]) {
      expect(isFinalStatus(status)).toBe(false)
      expect(statusPollInterval(status, 500)).toBe(500)
    }
  })

  it('explains known statuses and admits unknown ones', () => {
    expect(statusText('Completed')).toMatch(/complete/)
    expect(statusText('<b>odd</b>')).toBe('The swap service reports this status.')
  })
})
