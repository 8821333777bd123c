import { type ClientRequest, request as httpRequest, type OutgoingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { networks, resolveEndpoint } from '@outpoint/explorer-client'

/** The data service the server forwards `/api` and the websocket to. */
export interface Upstream {
  /** `http://127.0.0.1:8999`, `https://mempool.space`: what messages name. */
  readonly origin: string
  readonly protocol: 'http' | 'https'
  /** For the connection: no IPv6 brackets. */
  readonly hostname: string
  readonly port: number
  /** The `Host` header the service expects: `name[:port]` as the user wrote it. */
  readonly host: string
}

/**
 * Where a host (as `OUTPOINT_API_HOST` or the app's settings take it: `mempool.space`, `umbrel.local:3006`,
 * `http://10.0.0.2:8080`) is reached, by the explorer client's own rules: an explicit protocol wins, local
 * and private-network hosts get http, others https. Throws the client's `InvalidParameterError` for
 * anything that is not a host.
 */
export function resolveUpstream(host: string): Upstream {
  const endpoint = resolveEndpoint(host, 'main')
  const url = new URL(endpoint.baseUrl)
  return {
    origin: url.origin,
    protocol: endpoint.protocol,
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port) || (endpoint.protocol === 'https' ? 443 : 80),
    host: endpoint.host,
  }
}

/** Opens a request to the data service over its protocol, with the `Host` header it expects. */
export function requestUpstream(
  upstream: Upstream,
  method: string | undefined,
  path: string | undefined,
  headers: OutgoingHttpHeaders,
): ClientRequest {
  const send = upstream.protocol === 'https' ? httpsRequest : httpRequest
  return send({
    hostname: upstream.hostname,
    port: upstream.port,
    method,
    path,
    headers: { ...headers, host: upstream.host },
  })
}

/** The body of the 502 answered when the data service cannot be reached. */
export function unreachable(upstream: Upstream, error: Error): string {
  const reason = (error as NodeJS.ErrnoException).code ?? error.message
  return `Bad gateway: the data service at ${upstream.origin} did not answer (${reason}).\n`
}

/** The body of the 502 answered when the data service answers with a type the proxy does not pass on. */
export function refusedType(upstream: Upstream, type: string): string {
  return `Bad gateway: the data service at ${upstream.origin} answered with content of type ${type}, which is not part of the explorer protocol (JSON, text, bytes or an image): not passed on.\n`
}

// Every network but main lives under `/{network}`, as on mempool.space and in the explorer client.
const prefixes = networks.filter((network) => network !== 'main').join('|')
// `/api` and `/api/` alone are no route of the data service: they are the app's page (mempool.space
// sends them to its API docs), so a reload of the app's `/api` redirect works.
const restPath = new RegExp(`^(?:/(?:${prefixes}))?/api/.`)
const socketPath = new RegExp(`^(?:/(?:${prefixes}))?/api/v1/ws$`)

/** True for the REST paths forwarded to the data service: `/api/...` and `/{network}/api/...`, not `/api` itself. */
export function isApiPath(pathname: string): boolean {
  return restPath.test(pathname)
}

/** True for the live feed's socket paths: `/api/v1/ws` and `/{network}/api/v1/ws`. */
export function isSocketPath(pathname: string): boolean {
  return socketPath.test(pathname)
}
