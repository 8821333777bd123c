import { HttpRequestError, NotFoundError, RateLimitedError } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { retryDelay } from '../../queries/queryClient'
import { withBackoff } from './backoff'

const limited = (retryAfter?: number) => new RateLimitedError('http://x/api/a', '', retryAfter)

function script(outcomes: (Error | string)[]) {
  let calls = 0
  const request = async () => {
    const outcome = outcomes[calls++]
    if (outcome instanceof Error) throw outcome
    return outcome
  }
  return { request, calls: () => calls }
}

describe('withBackoff', () => {
  it('waits what a 429 asks for, then doubles from 1 s on other retryable errors', async () => {
    const waits: number[] = []
    const { request, calls } = script([
      limited(3000),
      new HttpRequestError(503, 'http://x', ''),
      new HttpRequestError(503, 'http://x', ''),
      'page',
    ])
    const result = await withBackoff(request, { sleep: async (ms) => void waits.push(ms) })
    expect(result).toBe('page')
    expect(calls()).toBe(4)
    expect(waits).toEqual([3000, 2000, 4000])
  })

  it('gives up after its retries with the last error, one request at a time', async () => {
    const waits: number[] = []
    const { request, calls } = script([limited(), limited(), limited()])
    await expect(
      withBackoff(request, { retries: 2, sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toBeInstanceOf(RateLimitedError)
    expect(calls()).toBe(3)
    expect(waits).toEqual([1000, 2000])
  })

  it('does not retry what will not change', async () => {
    const { request, calls } = script([new NotFoundError('http://x', 'gone')])
    await expect(withBackoff(request, { sleep: async () => {} })).rejects.toBeInstanceOf(
      NotFoundError,
    )
    expect(calls()).toBe(1)
  })

  it('caps the doubling at 30 s', () => {
    expect(retryDelay(10, new HttpRequestError(502, 'http://x', ''))).toBe(30_000)
  })
})
