import {
  CancelledError,
  ExplorerError,
  HttpRequestError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  serviceMessage,
  TimeoutError,
} from '../errors.js'
import type { Check } from '../validate/shape.js'
import {
  backoffDelay,
  defaultRetryPolicy,
  parseRetryAfter,
  type RetryPolicy,
  retryableStatuses,
  sleep,
} from './retry.js'

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

export interface TransportOptions {
  /** The `fetch` to use. Default: the global `fetch`, looked up when a request is made. */
  fetch?: FetchFn
  /** Timeout of one attempt in ms, until the whole body is read. Default 10 000. */
  timeout?: number
  /** Retry policy, or `false` for no retries. */
  retry?: Partial<RetryPolicy> | false
  /** Extra request headers (e.g. an API key for a self-hosted instance). */
  headers?: Record<string, string>
  /** Source of randomness for backoff jitter (tests pin it). */
  random?: () => number
  /** The largest answer read, in bytes; a longer one is an InvalidResponseError. Default {@link maxBodyBytes}. */
  maxBodyBytes?: number
}

/**
 * The default ceiling of an answer's size: 16 MiB. The largest answers the real service sends are a full
 * block (`/block/:hash/raw`, up to 4 MB of bytes; 8 MB were it hex) and `/mempool/txids` (67 bytes a txid:
 * 16 MiB holds 250,000 of them); twice the largest block leaves room, and a 20 MB body is refused.
 */
export const maxBodyBytes = 16 * 1024 * 1024

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined

export type ResponseKind = 'json' | 'text' | 'number' | 'binary'

export interface RequestOptions {
  /** Path relative to the network's `/api/` base, already encoded (build it with {@link path}). */
  path: string
  query?: Record<string, QueryValue> | undefined
  method?: 'GET' | 'POST'
  body?: string
  /** The body's content type: `text/plain` (a raw transaction) unless said (`application/json`). */
  contentType?: string
  as: ResponseKind
  /** Shape check for the parsed response: returns a description of what is wrong, or undefined. */
  check?: Check | undefined
  signal?: AbortSignal | undefined
}

export type RequestFn = <T>(options: RequestOptions) => Promise<T>

/** Query string from a record; `undefined` values are left out, arrays repeat their key. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Creates the request function of a client: timeouts, retries, error mapping and response parsing. */
export function createHttpTransport(baseUrl: string, options: TransportOptions = {}): RequestFn {
  const timeout = options.timeout ?? 10_000
  const policy: RetryPolicy =
    options.retry === false
      ? { ...defaultRetryPolicy, retries: 0 }
      : { ...defaultRetryPolicy, ...options.retry }
  const random = options.random ?? Math.random

  return async <T>(req: RequestOptions): Promise<T> => {
    const url = baseUrl + req.path + queryString(req.query)
    const method = req.method ?? 'GET'
    for (let attempt = 0; ; attempt++) {
      try {
        return await attemptOnce(url, req, method, timeout, options)
      } catch (error) {
        const wait = retryDelay(error, method, attempt, policy, random)
        if (wait === undefined) throw error
        try {
          await sleep(wait, req.signal)
        } catch (reason) {
          throw new CancelledError(reason)
        }
      }
    }
  }
}

/**
 * How long to wait before retrying after `error`, or undefined to give up. Only network errors and the
 * statuses in {@link retryableStatuses} are retried; a POST (a broadcast) only on 429, when the server says
 * it did not process the request.
 */
function retryDelay(
  error: unknown,
  method: string,
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
): number | undefined {
  if (attempt >= policy.retries) return undefined
  if (error instanceof RateLimitedError && error.retryAfter !== undefined) {
    return error.retryAfter <= policy.maxDelay ? error.retryAfter : undefined
  }
  const retryable =
    method === 'GET'
      ? error instanceof NetworkError ||
        (error instanceof HttpRequestError && retryableStatuses.has(error.status))
      : error instanceof RateLimitedError
  return retryable ? backoffDelay(attempt, policy, random) : undefined
}

async function attemptOnce<T>(
  url: string,
  req: RequestOptions,
  method: string,
  timeout: number,
  options: TransportOptions,
): Promise<T> {
  if (req.signal?.aborted) throw new CancelledError(req.signal.reason)
  // The timeout covers the whole attempt, body included; the caller's signal can end it sooner.
  const timer = AbortSignal.timeout(timeout)
  try {
    const headers: Record<string, string> = { ...options.headers }
    if (req.body !== undefined) headers['content-type'] = req.contentType ?? 'text/plain'
    const response = await (options.fetch ?? globalThis.fetch)(url, {
      method,
      headers,
      body: req.body ?? null,
      signal: req.signal ? AbortSignal.any([req.signal, timer]) : timer,
    })
    if (!response.ok) throw await statusError(response, url)
    const bytes = await readBody(response, url, options.maxBodyBytes ?? maxBodyBytes)
    return parse(bytes, url, req)
  } catch (error) {
    if (error instanceof ExplorerError) throw error
    if (req.signal?.aborted) throw new CancelledError(req.signal.reason)
    if (timer.aborted) throw new TimeoutError(url, timeout)
    throw new NetworkError(url, error)
  }
}

async function statusError(response: Response, url: string): Promise<HttpRequestError> {
  const body = serviceMessage(await response.text())
  if (response.status === 404) return new NotFoundError(url, body)
  if (response.status === 429) {
    return new RateLimitedError(url, body, parseRetryAfter(response.headers.get('retry-after')))
  }
  return new HttpRequestError(response.status, url, body)
}

/** The whole body, refused (and the rest left unread) once it is longer than `limit` bytes. */
async function readBody(response: Response, url: string, limit: number): Promise<Uint8Array> {
  const tooLong = (size: string) =>
    new InvalidResponseError(url, `the answer is ${size} bytes long, over the limit of ${limit}`)
  const declared = Number(response.headers.get('content-length'))
  if (declared > limit) {
    await response.body?.cancel()
    throw tooLong(String(declared))
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer())
  const chunks: Uint8Array[] = []
  let size = 0
  for (const reader = response.body.getReader(); ; ) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw tooLong(`over ${size}`)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

function parse<T>(bytes: Uint8Array, url: string, req: RequestOptions): T {
  let value: unknown
  if (req.as === 'binary') {
    value = bytes
  } else {
    const text = new TextDecoder().decode(bytes)
    if (req.as === 'json') {
      try {
        value = JSON.parse(text)
      } catch (error) {
        throw new InvalidResponseError(url, `expected JSON, got ${preview(text)}`, error)
      }
    } else if (req.as === 'number') {
      if (!/^\s*\d+\s*$/.test(text)) {
        throw new InvalidResponseError(url, `expected a number, got ${preview(text)}`)
      }
      value = Number(text)
    } else {
      value = text.trim()
    }
  }
  const problem = req.check?.(value)
  if (problem !== undefined) throw new InvalidResponseError(url, problem)
  return value as T
}

function preview(text: string): string {
  const clean = text.trim()
  return clean
    ? JSON.stringify(clean.length > 80 ? `${clean.slice(0, 77)}...` : clean)
    : 'an empty body'
}
