import { describe, expect, it } from 'vitest'
import { isStale, quoteExpiry, refreshDelay } from './quoteTiming'

const timing = { lifetimeMs: 30_000, leadMs: 5_000 }

describe('quote timing', () => {
  it('gives a quote the page’s lifetime unless the service says it ends sooner', () => {
    expect(quoteExpiry(1_000, {}, timing)).toBe(31_000)
    expect(quoteExpiry(1_000, { expiresAt: 11_000 }, timing)).toBe(11_000)
    expect(quoteExpiry(0, { expiresAt: new Date(20_000).toISOString() }, timing)).toBe(20_000)
    // Later than the page allows, in the past, or unreadable: the page's own lifetime.
    expect(quoteExpiry(1_000, { expiresAt: 99_000 }, timing)).toBe(31_000)
    expect(quoteExpiry(1_000, { expiresAt: 500 }, timing)).toBe(31_000)
    expect(quoteExpiry(1_000, { expiresAt: 'soon' }, timing)).toBe(31_000)
    expect(quoteExpiry(1_000, null, timing)).toBe(31_000)
  })

  it('is stale from its expiry on', () => {
    expect(isStale(31_000, 30_999)).toBe(false)
    expect(isStale(31_000, 31_000)).toBe(true)
  })

  it('refreshes before the expiry, and soon when it is already late', () => {
    expect(refreshDelay({ receivedAt: 1_000, expiresAt: 31_000 }, 1_000, timing)).toBe(25_000)
    expect(refreshDelay({ receivedAt: 1_000, expiresAt: 31_000 }, 40_000, timing)).toBe(250)
    // A 6 s quote is asked again after 4 s, not 1 s.
    expect(refreshDelay({ receivedAt: 0, expiresAt: 6_000 }, 0, timing)).toBe(4_000)
  })
})
