import {
  CancelledError,
  HttpRequestError,
  InvalidParameterError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  TimeoutError,
} from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { describeError } from './describeError'

const url = 'https://user:secret@example.test/api/tx/ab/hex'
const shown = 'https://example.test/api/tx/ab/hex'

describe('describeError', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a 404', new NotFoundError(url, 'Transaction not found'), /does not know this \(HTTP 404\)/],
    [
      'a 429 with Retry-After',
      new RateLimitedError(url, '', 2_500),
      /asked us to slow down \(HTTP 429\): wait 3 s, then try again/,
    ],
    [
      'a 429 without Retry-After',
      new RateLimitedError(url, '', undefined),
      /asked us to slow down \(HTTP 429\): wait a little/,
    ],
    [
      'a 503',
      new HttpRequestError(503, url, 'Service Unavailable'),
      /^The data service is unavailable right now \(HTTP 503\): try again in a moment\.$/,
    ],
    ['a 500', new HttpRequestError(500, url, 'boom'), /failed to answer \(HTTP 500\): try again/],
    [
      'a 400 with the service’s JSON words',
      new HttpRequestError(400, url, '{"error":"Invalid hex string"}'),
      /refused the request \(HTTP 400: “Invalid hex string”\): check the link/,
    ],
    ['a timeout', new TimeoutError(url, 10_000), /did not answer within 10 s: try again/],
    [
      'no connection',
      new NetworkError(url, new TypeError('Failed to fetch')),
      /^Could not reach the data service at https:\/\/example\.test: check your connection or the host in Settings\.$/,
    ],
    [
      'an answer of the wrong shape',
      new InvalidResponseError(url, 'expected field "txid"'),
      /answered in an unexpected shape \(expected field "txid"\)/,
    ],
    ['a cancelled request', new CancelledError(), /cancelled/],
    [
      'a bad parameter',
      new InvalidParameterError('txid', 'zz', '64 hex characters'),
      /^Invalid txid "zz": expected 64 hex characters\.$/,
    ],
  ]

  it.each(cases)('words %s for people, without the client’s "Details:" tail', (_, error, words) => {
    const { message } = describeError(error)
    expect(message).toMatch(words)
    expect(message).not.toContain('Details:')
    expect(message).not.toContain('secret')
  })

  it('drops the tail the client’s own message carries', () => {
    const error = new NotFoundError(url, 'Transaction not found')
    expect(error.message).toContain(`Details: HTTP 404 ${shown}`)
    expect(describeError(error).message).toBe(
      'The data service does not know this (HTTP 404): check the link or the id; something just sent may take a moment to arrive.',
    )
  })

  it('never words a 503 (or any 5xx) as being asked to slow down', () => {
    for (const status of [500, 502, 503, 504]) {
      const { message } = describeError(new HttpRequestError(status, url, 'Slow down'))
      expect(message).not.toMatch(/slow down|rate/i)
      expect(message).toContain(`HTTP ${status}`)
    }
  })

  it('gives the request URL apart, without credentials', () => {
    expect(describeError(new HttpRequestError(503, url, '')).details).toBe(shown)
    expect(describeError(new TimeoutError(url, 1000)).details).toBe(shown)
  })

  it('leaves out an HTML page a proxy sent as the service’s words', () => {
    const { message } = describeError(
      new HttpRequestError(403, url, '<html><b>Forbidden</b></html>'),
    )
    expect(message).toBe(
      'The data service refused the request (HTTP 403): check the link, or the host in Settings.',
    )
  })

  it('keeps a plain error’s message, cut before any "Details:" paragraph', () => {
    expect(describeError(new Error('Something broke.\n\nDetails: https://x.test/a'))).toEqual({
      message: 'Something broke.',
      details: undefined,
    })
    expect(describeError('just text').message).toBe('just text')
  })
})
