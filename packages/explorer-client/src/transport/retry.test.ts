import { describe, expect, it } from 'vitest'
import { serverPerTest } from '../../test/helpers.js'
import { closedPortHost, json, text } from '../../test/http-server.js'
import {
  CancelledError,
  HttpRequestError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  TimeoutError,
} from '../errors.js'
import { createHttpTransport, type RequestOptions } from './http.js'
import { isRetryable } from './is-retryable.js'
import { backoffDelay, defaultRetryPolicy, parseRetryAfter, sleep } from './retry.js'

const serve = serverPerTest()
const fast = { baseDelay: 1, maxDelay: 50 }
const ok = json({ ok: true })
const getX: RequestOptions = { path: 'x', as: 'json' }
const postTx: RequestOptions = { path: 'tx', method: 'POST', body: 'beef', as: 'text' }

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  )
}

describe('retry helpers', () => {
  it('backoffDelay doubles from baseDelay, with half jitter, capped at maxDelay', () => {
    const policy = { retries: 3, baseDelay: 100, maxDelay: 1000 }
    expect(backoffDelay(0, policy, () => 0)).toBe(50)
    expect(backoffDelay(0, policy, () => 1)).toBe(100)
    expect(backoffDelay(2, policy, () => 0.5)).toBe(300)
    expect(backoffDelay(10, policy, () => 1)).toBe(1000)
    expect(defaultRetryPolicy).toEqual({ retries: 3, baseDelay: 500, maxDelay: 30_000 })
  })

  it('parseRetryAfter reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0)
    for (const bad of [null, '', 'soon', '-5', '1.5', '5s'])
      expect(parseRetryAfter(bad, now)).toBeUndefined()
  })

  it('sleep resolves, and rejects with the reason when the signal aborts', async () => {
    await expect(sleep(1)).resolves.toBeUndefined()
    const reason = new Error('stop')
    await expect(sleep(1, AbortSignal.abort(reason))).rejects.toBe(reason)
    const controller = new AbortController()
    const pending = sleep(60_000, controller.signal)
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
  })

  it('isRetryable: network errors, timeouts, 429 and 502/503/504 only', () => {
    const url = 'https://mempool.space/api/x'
    expect(isRetryable(new NetworkError(url, new TypeError('fetch failed')))).toBe(true)
    expect(isRetryable(new TimeoutError(url, 10))).toBe(true)
    expect(isRetryable(new RateLimitedError(url, '', undefined))).toBe(true)
    for (const status of [502, 503, 504])
      expect(isRetryable(new HttpRequestError(status, url, ''))).toBe(true)
    for (const status of [400, 422, 500])
      expect(isRetryable(new HttpRequestError(status, url, ''))).toBe(false)
    expect(isRetryable(new NotFoundError(url, ''))).toBe(false)
    expect(isRetryable(new CancelledError())).toBe(false)
    expect(isRetryable(new Error('boom'))).toBe(false)
  })
})

describe('GET retries against a local server', () => {
  it.each([502, 503, 504])('retries after %i and returns the next answer', async (status) => {
    const server = await serve({ 'GET /api/x': [text('Bad gateway', status), ok] })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    expect(await request(getX)).toEqual({ ok: true })
    expect(server.requests).toHaveLength(2)
  })

  it.each([400, 404, 422, 500])('does not retry %i', async (status) => {
    const server = await serve({ 'GET /api/x': [text('no', status), ok] })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    const error = await rejection(request(getX))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(status)
    expect(server.requests).toHaveLength(1)
  })

  it('makes 1 + retries attempts, 4 by default, 1 with retry: false', async () => {
    const server = await serve({ 'GET /api/x': text('Service Unavailable', 503) })
    const base = `${server.url}/api/`
    const counts: number[] = []
    for (const retry of [fast, { ...fast, retries: 1 }, { ...fast, retries: 0 }, false as const]) {
      const before = server.requests.length
      const error = await rejection(createHttpTransport(base, { retry })(getX))
      expect((error as HttpRequestError).status).toBe(503)
      counts.push(server.requests.length - before)
    }
    expect(counts).toEqual([4, 2, 1, 1])
  })

  it('retries a dropped connection (network error)', async () => {
    const server = await serve({ 'GET /api/x': [{ destroy: true }, ok] })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    expect(await request(getX)).toEqual({ ok: true })
    expect(server.requests).toHaveLength(2)
  })

  it('retries when nothing listens, then gives NetworkError', async () => {
    const host = await closedPortHost()
    let calls = 0
    const request = createHttpTransport(`http://${host}/api/`, {
      retry: { ...fast, retries: 2 },
      fetch: (input, init) => {
        calls++
        return fetch(input, init)
      },
    })
    expect(await rejection(request(getX))).toBeInstanceOf(NetworkError)
    expect(calls).toBe(3)
  })

  it('does not retry a timeout', async () => {
    const server = await serve({ 'GET /api/x': [{ delay: 5000, body: '{}' }, ok] })
    const request = createHttpTransport(`${server.url}/api/`, { timeout: 100, retry: fast })
    expect(await rejection(request(getX))).toBeInstanceOf(TimeoutError)
    expect(server.requests).toHaveLength(1)
  })
})

describe('429 and Retry-After', () => {
  const limited = (retryAfter?: string) => ({
    status: 429,
    headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    body: 'Too Many Requests',
  })

  it('waits the Retry-After seconds, then retries', async () => {
    const server = await serve({ 'GET /api/x': [limited('1'), ok] })
    const request = createHttpTransport(`${server.url}/api/`, {
      retry: { baseDelay: 1, maxDelay: 5000 },
    })
    const started = Date.now()
    expect(await request(getX)).toEqual({ ok: true })
    expect(server.requests).toHaveLength(2)
    // The 1 ms backoff would retry at once: the wait shows the header was honoured.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })

  it('retries a 429 without Retry-After with the backoff', async () => {
    const server = await serve({ 'GET /api/x': [limited(), limited(), ok] })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    expect(await request(getX)).toEqual({ ok: true })
    expect(server.requests).toHaveLength(3)
  })

  it('does not wait for a Retry-After longer than maxDelay: RateLimitedError with retryAfter', async () => {
    const server = await serve({ 'GET /api/x': [limited('120'), ok] })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    const error = await rejection(request(getX))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfter).toBe(120_000)
    expect((error as RateLimitedError).status).toBe(429)
    expect((error as RateLimitedError).message).toContain('Retry after 120 s.')
    expect(server.requests).toHaveLength(1)
  })
})

describe('POST retries only on 429', () => {
  it.each([502, 503, 504])('does not repeat a broadcast answered %i', async (status) => {
    const server = await serve({ 'POST /api/tx': [text('Bad gateway', status), text('ok')] })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    expect(((await rejection(request(postTx))) as HttpRequestError).status).toBe(status)
    expect(server.requests).toHaveLength(1)
  })

  it('does not repeat a broadcast whose connection dropped', async () => {
    const server = await serve({ 'POST /api/tx': [{ destroy: true }, text('ok')] })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    expect(await rejection(request(postTx))).toBeInstanceOf(NetworkError)
    expect(server.requests).toHaveLength(1)
  })

  it('repeats a broadcast refused with 429, same body', async () => {
    const server = await serve({ 'POST /api/tx': [{ status: 429, body: '' }, text('ok')] })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    expect(await request(postTx)).toBe('ok')
    expect(server.requests.map((r) => `${r.method} ${r.body}`)).toEqual(['POST beef', 'POST beef'])
  })
})

describe('cancelling during a backoff sleep', () => {
  it('gives CancelledError at once instead of waiting out the backoff', async () => {
    const controller = new AbortController()
    const server = await serve({
      'GET /api/x': () => {
        setTimeout(() => controller.abort(), 50)
        return text('Service Unavailable', 503)
      },
    })
    const request = createHttpTransport(`${server.url}/api/`, {
      retry: { retries: 3, baseDelay: 20_000, maxDelay: 20_000 },
      random: () => 1,
    })
    const started = Date.now()
    const error = await rejection(request({ ...getX, signal: controller.signal }))
    expect(error).toBeInstanceOf(CancelledError)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(server.requests).toHaveLength(1)
  })
})
