/**
 * One error hierarchy for everything the client raises. Each error has a short `shortMessage` for people,
 * optional `details` for developers, and keeps the `cause` chain. Messages never carry credentials: URLs are
 * passed through {@link redactUrl} before they are stored.
 */
export class ExplorerError extends Error {
  override name = 'ExplorerError'
  readonly shortMessage: string
  readonly details: string | undefined
  /** The request's URL, credentials removed, when the error is about a request. */
  readonly url: string | undefined

  constructor(
    shortMessage: string,
    options: { details?: string | undefined; cause?: unknown; url?: string } = {},
  ) {
    const url = options.url && redactUrl(options.url)
    const details = options.details ?? url
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = details
    this.url = url
  }
}

/** A parameter failed validation before any request was made. */
export class InvalidParameterError extends ExplorerError {
  override name = 'InvalidParameterError'
  readonly parameter: string
  readonly value: unknown

  constructor(parameter: string, value: unknown, expected: string) {
    const shown =
      typeof value === 'string'
        ? JSON.stringify(value.length > 120 ? `${value.slice(0, 117)}...` : value)
        : value
    super(`Invalid ${parameter} ${shown}: expected ${expected}.`)
    this.parameter = parameter
    this.value = value
  }
}

/**
 * What a failed answer says. mempool's own handlers answer `{"error": "..."}` to a client that accepts
 * JSON, as fetch does (`utils/api.ts` handleError: `req.accepts('json')`), and the bare text otherwise;
 * electrs always sends text. The message is what a person reads, never the JSON around it.
 */
export function serviceMessage(body: string): string {
  if (!body.startsWith('{')) return body
  try {
    const parsed: unknown = JSON.parse(body)
    const error = (parsed as { error?: unknown } | null)?.error
    return typeof error === 'string' ? error : body
  } catch {
    return body
  }
}

/**
 * The server answered with a status outside 2xx. `body` is the (truncated) text of the answer: the
 * service's message (see {@link serviceMessage}).
 */
export class HttpRequestError extends ExplorerError {
  override name = 'HttpRequestError'
  declare readonly url: string
  readonly status: number
  readonly body: string

  constructor(status: number, url: string, body: string, message?: string) {
    const text = body.trim().slice(0, 300)
    super(
      message ??
        `The data service answered ${status} for ${redactUrl(url)}${text ? `: ${text}` : ''}.`,
      {
        details: `HTTP ${status} ${redactUrl(url)}`,
        url,
      },
    )
    this.status = status
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
  declare readonly url: string
  readonly timeout: number
  constructor(url: string, timeout: number) {
    super(`The data service did not answer within ${timeout / 1000} s.`, { url })
    this.timeout = timeout
  }
}

/** The request never got an HTTP answer: DNS, refused connection, TLS, CORS, offline. */
export class NetworkError extends ExplorerError {
  override name = 'NetworkError'
  declare readonly url: string
  constructor(url: string, cause: unknown) {
    const origin = /^\w+:\/\/[^/]+/.exec(redactUrl(url))?.[0] ?? redactUrl(url)
    super(`Could not reach the data service at ${origin}.`, {
      // fetch's own message can quote the URL, credentials included.
      details: redactUrl(cause instanceof Error ? cause.message : String(cause)),
      cause,
      url,
    })
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
  declare readonly url: string
  /** What was wrong with the answer, naming the field when one was (for example `height: expected a number`). */
  readonly problem: string
  constructor(url: string, problem: string, cause?: unknown) {
    super(`The data service sent an invalid response: ${problem}.`, { cause, url })
    this.problem = problem
  }
}

/** Removes user info (credentials) from a URL, or from every URL in a text, so it can be shown and logged. */
export function redactUrl(url: string): string {
  return url.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1')
}
