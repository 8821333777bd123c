import { InvalidResponseError } from '../errors.js'
import { fillPath } from './path.js'
import { serializeQuery } from './query.js'
import type { FetchFn, FetchResult, HttpMethod, MethodCall } from './types.js'

export interface FetchClientOptions {
  /** Address the paths are appended to; a trailing slash is dropped. */
  baseUrl: string
  /** Headers of every request; a call's own headers win over them. */
  headers?: Record<string, string>
  /** Headers set last on every request, over the call's own (the environment header). */
  fixedHeaders?: Record<string, string>
  /** The `fetch` to use. Default: the global `fetch`, looked up at each request. */
  fetch?: FetchFn
}

/** A small typed HTTP client over an openapi-typescript `paths` interface. */
export interface FetchClient<Paths> {
  readonly baseUrl: string
  GET: MethodCall<Paths, 'get'>
  POST: MethodCall<Paths, 'post'>
  PUT: MethodCall<Paths, 'put'>
  DELETE: MethodCall<Paths, 'delete'>
  PATCH: MethodCall<Paths, 'patch'>
}

/** The init of a call, as the implementation sees it once the types have done their work. */
interface LooseInit {
  params?: { query?: Record<string, unknown>; path?: Record<string, unknown> }
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/**
 * Creates a typed client: `{name}` path placeholders are encoded, queries go in nested bracket notation, bodies
 * as JSON. An OK answer gives `{ data }` (`{}` when it is 204 or empty); any other gives `{ error, response }`
 * with the parsed JSON body, else its text. Only a failed connection or a success that is not JSON throws.
 *
 * @example
 * const client = createFetchClient<paths>({ baseUrl: 'http://127.0.0.1:8080' })
 * const { data, error } = await client.GET('/items/{id}', { params: { path: { id: 'a/b' } } })
 */
export function createFetchClient<Paths>(options: FetchClientOptions): FetchClient<Paths> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')

  const call = async (
    method: HttpMethod,
    path: string,
    init: LooseInit = {},
  ): Promise<FetchResult<unknown, unknown>> => {
    const query = serializeQuery(init.params?.query ?? {})
    const url = `${baseUrl}${fillPath(path, init.params?.path)}${query ? `?${query}` : ''}`
    const headers = new Headers({ accept: 'application/json', ...options.headers, ...init.headers })
    const request: RequestInit = { method: method.toUpperCase(), headers, redirect: 'follow' }
    // `undefined` means no body; any other value, `0` and `false` included, is sent.
    if (init.body !== undefined) {
      headers.set('content-type', 'application/json')
      request.body = JSON.stringify(init.body)
    }
    for (const [name, value] of Object.entries(options.fixedHeaders ?? {})) headers.set(name, value)
    if (init.signal) request.signal = init.signal

    const response = await (options.fetch ?? globalThis.fetch)(url, request)
    const text = await response.text()
    if (response.ok) {
      if (response.status === 204 || text === '') return { data: {}, response }
      try {
        return { data: JSON.parse(text), response }
      } catch (cause) {
        throw new InvalidResponseError(response.status, url, text, cause)
      }
    }
    if (text === '') return { error: {}, response }
    // A falsy parsed body (`null`, `0`, `false`) would read as "no error"; its text is truthy.
    return { error: parseOr(text) || text, response }
  }

  // The MethodCall types check the arguments at the call site; inside, every method is the same call.
  const method = (name: HttpMethod) =>
    ((path: string, init?: LooseInit) => call(name, path, init)) as never
  return {
    baseUrl,
    GET: method('get'),
    POST: method('post'),
    PUT: method('put'),
    DELETE: method('delete'),
    PATCH: method('patch'),
  }
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
