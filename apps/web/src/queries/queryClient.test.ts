import {
  HttpRequestError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  TimeoutError,
} from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { createQueryClient, retryDelay, shouldRetry } from './queryClient'

const url = 'https://example.test/api/x'

describe('query retries', () => {
  it('retries failures that may pass later, three times at most', () => {
    const offline = new NetworkError(url, new Error('offline'))
    expect(shouldRetry(0, offline)).toBe(true)
    expect(shouldRetry(2, new TimeoutError(url, 10_000))).toBe(true)
    expect(shouldRetry(2, new HttpRequestError(503, url, ''))).toBe(true)
    expect(shouldRetry(3, offline)).toBe(false)
  })

  it('never retries what will fail again', () => {
    expect(shouldRetry(0, new NotFoundError(url, 'Transaction not found'))).toBe(false)
    expect(shouldRetry(0, new HttpRequestError(400, url, ''))).toBe(false)
    expect(shouldRetry(0, new Error('bug'))).toBe(false)
  })

  it('waits as long as a 429 asks (Retry-After), at least 250 ms', () => {
    expect(retryDelay(0, new RateLimitedError(url, '', 12_000))).toBe(12_000)
    expect(retryDelay(3, new RateLimitedError(url, '', 0))).toBe(250)
    // Without a Retry-After, the usual doubling.
    expect(retryDelay(2, new RateLimitedError(url, '', undefined))).toBe(4_000)
  })

  it('waits 1 s, 2 s, 4 s... up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => retryDelay(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })

  it('is the default of the app query client, with 5 minutes of gc time', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.retry).toBe(shouldRetry)
    expect(defaults?.retryDelay).toBe(retryDelay)
    expect(defaults?.gcTime).toBe(300_000)
  })
})
