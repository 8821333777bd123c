import { describe, expect, it } from 'vitest'
import {
  CancelledError,
  ExplorerError,
  HttpRequestError,
  InvalidParameterError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  redactUrl,
  serviceMessage,
  TimeoutError,
} from './errors.js'

const URL_ = 'https://mempool.space/api/tx/abc'
const SECRET_URL = 'https://alice:s3cret@node.example:3006/api/tx/abc'

describe('the error classes', () => {
  const cases: [ExplorerError, string, (abstract new (...args: never[]) => ExplorerError)[]][] = [
    [
      new InvalidParameterError('txid', 'x', 'a 64-character hex string'),
      'InvalidParameterError',
      [],
    ],
    [new HttpRequestError(500, URL_, 'boom'), 'HttpRequestError', []],
    [new NotFoundError(URL_, 'Transaction not found'), 'NotFoundError', [HttpRequestError]],
    [new RateLimitedError(URL_, '', 2000), 'RateLimitedError', [HttpRequestError]],
    [new TimeoutError(URL_, 10_000), 'TimeoutError', []],
    [new NetworkError(URL_, new TypeError('fetch failed')), 'NetworkError', []],
    [new CancelledError(), 'CancelledError', []],
    [new InvalidResponseError(URL_, 'expected JSON'), 'InvalidResponseError', []],
  ]

  it.each(cases)(
    '%s has its own name and is an ExplorerError and an Error',
    (error, name, parents) => {
      expect(error.name).toBe(name)
      expect(error).toBeInstanceOf(ExplorerError)
      expect(error).toBeInstanceOf(Error)
      for (const parent of parents) expect(error).toBeInstanceOf(parent)
      expect(String(error)).toMatch(new RegExp(`^${name}: `))
      expect(error.shortMessage.length).toBeGreaterThan(10)
    },
  )

  it('only the 404 is a NotFoundError and only the 429 a RateLimitedError', () => {
    expect(new HttpRequestError(404, URL_, '')).not.toBeInstanceOf(NotFoundError)
    expect(new NotFoundError(URL_, '')).not.toBeInstanceOf(RateLimitedError)
    expect(new TimeoutError(URL_, 1)).not.toBeInstanceOf(HttpRequestError)
  })
})

describe('messages people can read', () => {
  it('InvalidParameterError names the parameter, the value and what was expected', () => {
    const error = new InvalidParameterError('txid', 'not-a-txid', 'a 64-character hex string')
    expect(error.message).toBe('Invalid txid "not-a-txid": expected a 64-character hex string.')
    expect([error.parameter, error.value]).toEqual(['txid', 'not-a-txid'])
    expect(new InvalidParameterError('vout', -1, 'a non-negative integer').message).toBe(
      'Invalid vout -1: expected a non-negative integer.',
    )
    const long = new InvalidParameterError('hex', 'ab'.repeat(500), 'hex')
    expect(long.message.length).toBeLessThan(200)
    expect(long.message).toContain('...')
  })

  it('HttpRequestError gives status, url and the trimmed body', () => {
    const error = new HttpRequestError(400, URL_, '  Invalid hex string\n')
    expect(error.message).toBe(
      `The data service answered 400 for ${URL_}: Invalid hex string.\n\nDetails: HTTP 400 ${URL_}`,
    )
    expect(error.shortMessage).toBe(
      `The data service answered 400 for ${URL_}: Invalid hex string.`,
    )
    expect([error.status, error.url, error.body]).toEqual([400, URL_, '  Invalid hex string\n'])
    expect(new HttpRequestError(502, URL_, 'x'.repeat(5000)).body).toHaveLength(2000)
  })

  it("serviceMessage takes mempool's JSON error apart and leaves any other body as it is", () => {
    expect(serviceMessage('{"error":"Failed to get blocks"}')).toBe('Failed to get blocks')
    expect(serviceMessage('Transaction not found')).toBe('Transaction not found')
    // JSON that is not mempool's error shape, or not JSON at all, stays the text it was.
    expect(serviceMessage('{"error":{"code":-25}}')).toBe('{"error":{"code":-25}}')
    expect(serviceMessage('{"message":"x"}')).toBe('{"message":"x"}')
    expect(serviceMessage('{not json')).toBe('{not json')
    expect(serviceMessage('null')).toBe('null')
  })

  it('NotFoundError says what the service said, or the url without a body', () => {
    const error = new NotFoundError(URL_, 'Transaction not found')
    expect(error.shortMessage).toBe('Not found: Transaction not found.')
    expect([error.status, error.body]).toEqual([404, 'Transaction not found'])
    expect(new NotFoundError(URL_, '').shortMessage).toBe(`Not found: ${URL_}.`)
  })

  it('RateLimitedError says how long to wait when the service said', () => {
    expect(new RateLimitedError(URL_, '', 120_000).shortMessage).toBe(
      'The data service is rate limiting requests. Retry after 120 s.',
    )
    const unknown = new RateLimitedError(URL_, '', undefined)
    expect(unknown.shortMessage).toBe('The data service is rate limiting requests.')
    expect(unknown.retryAfter).toBeUndefined()
  })

  it('TimeoutError, NetworkError and CancelledError', () => {
    expect(new TimeoutError(URL_, 10_000).shortMessage).toBe(
      'The data service did not answer within 10 s.',
    )
    const network = new NetworkError(URL_, new TypeError('fetch failed'))
    expect(network.shortMessage).toBe('Could not reach the data service at https://mempool.space.')
    expect(network.details).toBe('fetch failed')
    expect(new NetworkError(URL_, 'ECONNREFUSED').details).toBe('ECONNREFUSED')
    expect(new CancelledError().message).toBe('The request was cancelled.')
  })

  it('InvalidResponseError keeps what was wrong apart, for an app to word it', () => {
    expect(new InvalidResponseError(URL_, 'expected field "txid"').problem).toBe(
      'expected field "txid"',
    )
  })
})

describe('causes are kept', () => {
  it('NetworkError, CancelledError and InvalidResponseError keep their cause', () => {
    const cause = new TypeError('fetch failed')
    expect(new NetworkError(URL_, cause).cause).toBe(cause)
    const reason = new Error('user navigated away')
    expect(new CancelledError(reason).cause).toBe(reason)
    const syntax = new SyntaxError('Unexpected token <')
    expect(new InvalidResponseError(URL_, 'expected JSON', syntax).cause).toBe(syntax)
  })
})

describe('credentials never reach a message', () => {
  it('redactUrl removes user info, only user info', () => {
    expect(redactUrl(SECRET_URL)).toBe('https://node.example:3006/api/tx/abc')
    expect(redactUrl(URL_)).toBe(URL_)
    expect(redactUrl('https://mempool.space/api/address/x?y=a@b')).toBe(
      'https://mempool.space/api/address/x?y=a@b',
    )
    expect(redactUrl(`failed: ${SECRET_URL} (again ${SECRET_URL})`)).not.toContain('s3cret')
  })

  const errors: [string, ExplorerError][] = [
    ['HttpRequestError', new HttpRequestError(500, SECRET_URL, '')],
    ['NotFoundError', new NotFoundError(SECRET_URL, '')],
    ['RateLimitedError', new RateLimitedError(SECRET_URL, '', 1000)],
    ['TimeoutError', new TimeoutError(SECRET_URL, 1000)],
    ['NetworkError', new NetworkError(SECRET_URL, new TypeError(`bad URL ${SECRET_URL}`))],
    ['InvalidResponseError', new InvalidResponseError(SECRET_URL, 'expected JSON')],
  ]

  it.each(errors)('%s: message, details and url are redacted', (_name, error) => {
    expect(error.message).not.toContain('s3cret')
    expect(error.message).not.toContain('alice')
    expect(error.details ?? '').not.toContain('s3cret')
    const url = (error as ExplorerError & { url?: string }).url ?? ''
    expect(url).not.toContain('s3cret')
    expect(url === '' || url.includes('node.example')).toBe(true)
  })
})
