import { describe, expect, it } from 'vitest'
import { serverPerTest } from '../../test/helpers.js'
import { closedPortHost, json, text } from '../../test/http-server.js'
import {
  CancelledError,
  ExplorerError,
  HttpRequestError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  TimeoutError,
} from '../errors.js'
import { object } from '../validate/shape.js'
import { createHttpTransport, queryString, type RequestOptions } from './http.js'

const serve = serverPerTest()
const TXID = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'
const fast = { baseDelay: 1, maxDelay: 50 }

/** The error a promise rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<ExplorerError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome))
    throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(ExplorerError)
  return outcome.error as ExplorerError
}

const get = (
  as: RequestOptions['as'],
  p: string,
  extra: Partial<RequestOptions> = {},
): RequestOptions => ({
  path: p,
  as,
  ...extra,
})

describe('queryString', () => {
  it('leaves out undefined values, repeats array keys and encodes', () => {
    expect(queryString(undefined)).toBe('')
    expect(queryString({ a: undefined })).toBe('')
    expect(queryString({ 'txId[]': ['x', 'y'], after_txid: undefined, q: 'a&b c', n: 0 })).toBe(
      '?txId%5B%5D=x&txId%5B%5D=y&q=a%26b+c&n=0',
    )
  })
})

describe('createHttpTransport against a local server', () => {
  it('GETs base + path + query and parses each response kind', async () => {
    const server = await serve({
      'GET /api/j?a=1': json({ ok: true }),
      'GET /api/t': text(` ${TXID}\n`),
      'GET /api/n': text('840000\n'),
      'GET /api/b': { body: Uint8Array.from([0xff, 0x00, 0x89]) },
    })
    const request = createHttpTransport(`${server.url}/api/`, { retry: false })
    expect(await request(get('json', 'j', { query: { a: 1, b: undefined } }))).toEqual({ ok: true })
    expect(await request(get('text', 't'))).toBe(TXID)
    expect(await request(get('number', 'n'))).toBe(840000)
    const bytes = await request<Uint8Array>(get('binary', 'b'))
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect(Array.from(bytes)).toEqual([0xff, 0x00, 0x89])
    expect(server.requests.map((r) => r.url)).toEqual(['/api/j?a=1', '/api/t', '/api/n', '/api/b'])
  })

  it('sends the configured headers', async () => {
    const server = await serve({ 'GET /api/x': json([]) })
    const request = createHttpTransport(`${server.url}/api/`, { headers: { 'x-api-key': 'k1' } })
    await request(get('json', 'x'))
    expect(server.requests[0]?.headers['x-api-key']).toBe('k1')
  })

  it('gives NotFoundError carrying the text body for a 404, without retrying', async () => {
    const server = await serve({ [`GET /api/tx/${TXID}`]: text('Transaction not found', 404) })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    const error = await failure(request(get('json', `tx/${TXID}`)))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error).toBeInstanceOf(HttpRequestError)
    const notFound = error as NotFoundError
    expect(notFound.status).toBe(404)
    expect(notFound.body).toBe('Transaction not found')
    expect(notFound.url).toBe(`${server.url}/api/tx/${TXID}`)
    expect(notFound.message).toContain('Transaction not found')
    expect(server.requests).toHaveLength(1)
  })

  it('gives HttpRequestError with status, url and body for other statuses', async () => {
    const server = await serve({ 'GET /api/x': text('Internal error: db locked', 500) })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    const error = (await failure(request(get('json', 'x')))) as HttpRequestError
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).not.toBeInstanceOf(NotFoundError)
    expect([error.status, error.url, error.body]).toEqual([
      500,
      `${server.url}/api/x`,
      'Internal error: db locked',
    ])
    expect(error.message).toContain('500')
    expect(error.message).toContain('db locked')
    // 500 is not a gateway answer: no retry.
    expect(server.requests).toHaveLength(1)
  })

  it('reads mempool\'s JSON error ({"error": ...}, sent to clients accepting JSON) as its message', async () => {
    const server = await serve({
      'GET /api/v1/blocks/-3': json({ error: 'Failed to get blocks' }, 500),
      [`GET /api/v1/tx/${TXID}/cached`]: json({ error: 'Transaction not found' }, 404),
    })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    const failed = (await failure(request(get('json', 'v1/blocks/-3')))) as HttpRequestError
    expect(failed.body).toBe('Failed to get blocks')
    expect(failed.shortMessage).toBe(
      `The data service answered 500 for ${server.url}/api/v1/blocks/-3: Failed to get blocks.`,
    )
    const missing = await failure(request(get('json', `v1/tx/${TXID}/cached`)))
    expect(missing.shortMessage).toBe('Not found: Transaction not found.')
  })

  it('refuses an HTML page served with status 200 with a readable InvalidResponseError', async () => {
    const html =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>'
    const server = await serve({
      'GET /api/x': { headers: { 'content-type': 'text/html' }, body: html },
    })
    const request = createHttpTransport(`${server.url}/api/`, { retry: fast })
    const error = await failure(request(get('json', 'x')))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.message).toMatch(
      /^The data service sent an invalid response: expected JSON, got "<!DOCTYPE html>/,
    )
    expect(error.cause).toBeInstanceOf(SyntaxError)
    expect(server.requests).toHaveLength(1)
  })

  it('names an empty body, and the missing field of a wrong shape', async () => {
    const server = await serve({ 'GET /api/empty': text(''), 'GET /api/shape': json({ id: 1 }) })
    const request = createHttpTransport(`${server.url}/api/`, { retry: false })
    expect((await failure(request(get('json', 'empty')))).message).toContain(
      'expected JSON, got an empty body',
    )
    const shape = await failure(request(get('json', 'shape', { check: object('txid', 'vin') })))
    expect(shape).toBeInstanceOf(InvalidResponseError)
    expect(shape.message).toContain('expected field "txid"')
  })

  it('gives TimeoutError when the answer is slower than the timeout, without retrying', async () => {
    const server = await serve({ 'GET /api/slow': { delay: 5000, body: '[]' } })
    const request = createHttpTransport(`${server.url}/api/`, { timeout: 100, retry: fast })
    const error = await failure(request(get('json', 'slow')))
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeout).toBe(100)
    expect(error.message).toContain('did not answer within 0.1 s')
    expect(server.requests).toHaveLength(1)
  })

  it('gives CancelledError quickly when the signal aborts mid-request', async () => {
    const controller = new AbortController()
    const server = await serve({
      'GET /api/slow': () => {
        controller.abort(new Error('user left the page'))
        return { delay: 8000, body: '[]' }
      },
    })
    const request = createHttpTransport(`${server.url}/api/`, { timeout: 10_000, retry: fast })
    const started = Date.now()
    const error = await failure(request(get('json', 'slow', { signal: controller.signal })))
    expect(error).toBeInstanceOf(CancelledError)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(server.requests).toHaveLength(1)
  })

  it('sends nothing when the signal is already aborted', async () => {
    const server = await serve({ 'GET /api/x': json([]) })
    const request = createHttpTransport(`${server.url}/api/`)
    const error = await failure(request(get('json', 'x', { signal: AbortSignal.abort() })))
    expect(error).toBeInstanceOf(CancelledError)
    expect(server.requests).toHaveLength(0)
  })

  it('gives NetworkError naming the origin when nothing listens', async () => {
    const host = await closedPortHost()
    const request = createHttpTransport(`http://${host}/api/`, { retry: false })
    const error = await failure(request(get('json', 'x')))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toContain(`Could not reach the data service at http://${host}.`)
  })

  it('keeps credentials of the base URL out of every message', async () => {
    const server = await serve({ 'GET /api/x': json([]) })
    const request = createHttpTransport(`http://user:s3cret@${server.host}/api/`, { retry: false })
    const error = await failure(request(get('json', 'x')))
    expect(error.message).not.toContain('s3cret')
    expect(error.message).not.toContain('user:')
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('s3cret')
  })
})
