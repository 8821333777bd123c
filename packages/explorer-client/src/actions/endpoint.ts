import type { ExplorerClient } from '../client.js'
import { HttpRequestError, InvalidParameterError, NotFoundError } from '../errors.js'
import { isLiquidNetwork } from '../networks.js'
import type { ResponseKind } from '../transport/http.js'
import { address } from '../validate/address.js'
import { hash, index, publicKey } from '../validate/params.js'
import type { Check } from '../validate/shape.js'

/** Every action takes an optional `signal` to cancel it. */
export interface CallOptions {
  signal?: AbortSignal | undefined
}

/** Checks one parameter and returns its wire form; throws InvalidParameterError naming it. */
export type Rule = (
  name: string,
  value: unknown,
  client: ExplorerClient,
) => string | number | string[]

/**
 * Rules by parameter name, the same across endpoints: a `txid` is always 64 hex, a `height` always a
 * non-negative integer. An endpoint may add its own.
 */
const rules: Record<string, Rule> = {
  hash,
  txid: hash,
  assetId: hash,
  afterTxid: hash,
  lastSeenTxid: hash,
  height: index,
  startHeight: index,
  startIndex: index,
  index,
  vout: index,
  publicKey,
  address: (name, value, client) => address(name, value, client.network),
}

export interface EndpointOptions {
  /** How to read the answer. Default `json`. */
  as?: ResponseKind
  /** Query parameters: wire name to parameter name (`name?` when optional: left out when absent), or to a fixed number. */
  query?: Record<string, string | number>
  /** Extra or overriding parameter rules. */
  rules?: Record<string, Rule>
  /** Only clients of this chain may call it (assets: Liquid; Lightning: Bitcoin). */
  chain?: 'bitcoin' | 'liquid'
  /** A POST: the parameter whose wire value (its rule's text) is the body, and the body's content type. */
  post?: { body: string; contentType?: string }
  /**
   * What the service's error says when the thing asked for does not exist, on a route that answers that
   * with another status than 404 (mempool's Lightning node: a 500): read as a `NotFoundError`.
   */
  missing?: RegExp
}

/**
 * The REST route an action calls, as {@link endpoint} declared it: what the API docs page lists and tries.
 * `path` is relative to `/api/` with `:name` (and optional `:name?`) segments; `query` the wire names of its
 * query parameters.
 */
export interface ActionRoute {
  method: 'GET' | 'POST'
  path: string
  query: string[]
  /** Only on this chain's networks; both when absent. */
  chain?: 'bitcoin' | 'liquid'
  as: ResponseKind
}

const routeKey = Symbol('routes')

/** The routes an action calls (several for one that picks its route by its parameters); [] for others. */
export function actionRoutes(action: unknown): readonly ActionRoute[] {
  if (typeof action !== 'function') return []
  const routes = (action as { [routeKey]?: readonly ActionRoute[] })[routeKey]
  return routes ?? []
}

/**
 * Marks `action` as calling `routes` (an action built from other actions: their routes). Free of side
 * effects for bundlers: an action nobody imports is still left out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withRoutes<F>(action: F, routes: readonly ActionRoute[]): F {
  Object.defineProperty(action, routeKey, { value: routes })
  return action
}

/**
 * Describes one REST route once and returns the action that calls it. `path` is relative to `/api/`, with
 * `:name` segments filled from the parameters (checked, then URL-encoded) and `:name?` segments left out
 * with their slash when the parameter is absent, so an omitted option never reaches a URL as `undefined`.
 * Parameters are checked before any request; a bad one rejects the returned promise.
 */
export function endpoint<F>(path: string, check?: Check, options: EndpointOptions = {}): F {
  const call = async (client: ExplorerClient, params: Record<string, unknown> = {}) => {
    if (options.chain && isLiquidNetwork(client.network) !== (options.chain === 'liquid')) {
      throw new InvalidParameterError(
        'network',
        client.network,
        options.chain === 'liquid'
          ? 'a Liquid network for assets'
          : 'a Bitcoin network for Lightning',
      )
    }
    /** The checked wire value of a parameter; a missing one is an error unless `optional`. */
    const wire = (name: string, optional: boolean) => {
      const value = params[name]
      const rule = options.rules?.[name] ?? rules[name]
      if (value === undefined && optional) return undefined
      if (value === undefined && !rule) throw new InvalidParameterError(name, value, 'a value')
      return rule ? rule(name, value, client) : (value as string)
    }
    const filled = path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
      const value = wire(name, optional === '?')
      return value === undefined ? '' : `/${encodeURIComponent(String(value))}`
    })
    const query: Record<string, string | number | string[] | undefined> = {}
    for (const [key, spec] of Object.entries(options.query ?? {})) {
      query[key] = typeof spec === 'number' ? spec : wire(spec.replace('?', ''), spec.endsWith('?'))
    }
    const post = options.post && {
      method: 'POST' as const,
      body: String(wire(options.post.body, false)),
      ...(options.post.contentType ? { contentType: options.post.contentType } : {}),
    }
    const answer = client.request({
      path: filled,
      query,
      ...post,
      as: options.as ?? 'json',
      check,
      signal: params.signal as AbortSignal | undefined,
    })
    const missing = options.missing
    if (!missing) return answer
    return answer.catch((error: unknown) => {
      if (error instanceof HttpRequestError && missing.test(error.body)) {
        throw new NotFoundError(error.url, error.body)
      }
      throw error
    })
  }
  const route: ActionRoute = {
    method: options.post ? 'POST' : 'GET',
    path,
    query: Object.keys(options.query ?? {}),
    ...(options.chain ? { chain: options.chain } : {}),
    as: options.as ?? 'json',
  }
  return withRoutes(call as F, [route])
}
