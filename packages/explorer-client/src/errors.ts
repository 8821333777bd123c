/**
 * One error hierarchy for everything the client raises. Each error has a short `shortMessage` for people,
 * optional `details` for developers, and keeps the `cause` chain. Messages never carry credentials: URLs are
 * passed through {@link redactUrl} before they are stored.
 */
export class ExplorerError extends Error {
  override name = 'ExplorerError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(
    shortMessage: string,
    options: { details?: string | undefined; cause?: unknown } = {},
  ) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/** A parameter failed validation before any request was made. */
export class InvalidParameterError extends ExplorerError {
  override name = 'InvalidParameterError'
  readonly parameter: string
  readonly value: unknown

  constructor(parameter: string, value: unknown, expected: string) {
    super(`Invalid ${parameter} ${describeValue(value)}: expected ${expected}.`)
    this.parameter = parameter
    this.value = value
  }
}

/** The server answered with a status outside 2xx. `body` is the (truncated) text of the answer. */
export class HttpRequestError extends ExplorerError {
  override name = 'HttpRequestError'
  readonly status: number
  readonly url: string
  readonly body: string

  constructor(status: number, url: string, body: string, message?: string) {
    const safeUrl = redactUrl(url)
    const text = body.trim().slice(0, 300)
    super(
      message ?? `The data service answered ${status} for ${safeUrl}${text ? `: ${text}` : ''}.`,
      {
        details: `HTTP ${status} ${safeUrl}`,
      },
    )
    this.status = status
    this.url = safeUrl
    this.body = body.slice(0, 2000)
  }
}

/** 404: the thing asked for does not exist (or not yet, for a transaction still propagating). */
export class NotFoundError extends HttpRequestError {
  override name = 'NotFoundError'
  constructor(url: string, body: string) {
    super(404, url, body, `Not found: ${body.trim().slice(0, 200) || redactUrl(url)}.`)
  }
}

/** 429: the service asks us to slow down. `retryAfter` is in milliseconds when the server said. */
export class RateLimitedError extends HttpRequestError {
  override name = 'RateLimitedError'
  readonly retryAfter: number | undefined
  constructor(url: string, body: string, retryAfter: number | undefined) {
    const wait = retryAfter === undefined ? '' : ` Retry after ${Math.ceil(retryAfter / 1000)} s.`
    super(429, url, body, `The data service is rate limiting requests.${wait}`)
    this.retryAfter = retryAfter
  }
}

/** The request took longer than the configured timeout. */
export class TimeoutError extends ExplorerError {
  override name = 'TimeoutError'
  readonly url: string
  readonly timeout: number
  constructor(url: string, timeout: number) {
    super(`The data service did not answer within ${timeout / 1000} s.`, {
      details: redactUrl(url),
    })
    this.url = redactUrl(url)
    this.timeout = timeout
  }
}

/** The request never got an HTTP answer: DNS, refused connection, TLS, CORS, offline. */
export class NetworkError extends ExplorerError {
  override name = 'NetworkError'
  readonly url: string
  constructor(url: string, cause: unknown) {
    super(`Could not reach the data service at ${originOf(url)}.`, {
      // fetch's own message can quote the URL, credentials included.
      details: redactUrl(cause instanceof Error ? cause.message : String(cause)),
      cause,
    })
    this.url = redactUrl(url)
  }
}

/** The caller aborted the request through its `AbortSignal`. */
export class CancelledError extends ExplorerError {
  override name = 'CancelledError'
  constructor(cause?: unknown) {
    super('The request was cancelled.', { cause })
  }
}

/** The server answered 2xx but not with what the endpoint promises (not JSON, wrong shape, bad text). */
export class InvalidResponseError extends ExplorerError {
  override name = 'InvalidResponseError'
  readonly url: string
  constructor(url: string, problem: string, cause?: unknown) {
    super(`The data service sent an invalid response: ${problem}.`, {
      details: redactUrl(url),
      cause,
    })
    this.url = redactUrl(url)
  }
}

/** Removes user info (credentials) from a URL, or from every URL in a text, so it can be shown and logged. */
export function redactUrl(url: string): string {
  return url.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1')
}

function originOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(redactUrl(url))
  return match ? match[0] : redactUrl(url)
}

function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 120 ? `${value.slice(0, 117)}...` : value)
  return String(value)
}
