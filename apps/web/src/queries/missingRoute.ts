import { NotFoundError } from '@outpoint/explorer-client'
import { type EsploraOnlyHosts, esploraOnlyHosts } from '../live/esploraOnlyHosts'

/**
 * Whether an error says a route does not exist at all, as electrs answers every path it does not serve
 * (`endpoint does not exist "/api/v1/..."`), rather than that one thing was not found.
 */
export function isMissingRoute(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError && error.body.startsWith('endpoint does not exist')
}

/**
 * Remembers the service of a request to mempool's own routes (`.../api/v1/...`) that electrs answered
 * as a route it does not have: that service has only the Esplora routes, unless this session's probe
 * found otherwise. Returns whether the host is now taken for a bare Esplora.
 */
export function noteMissingRoute(
  error: unknown,
  hosts: EsploraOnlyHosts = esploraOnlyHosts,
): boolean {
  if (!isMissingRoute(error)) return false
  const at = error.url.indexOf('/api/v1/')
  if (at < 0) return false
  const baseUrl = error.url.slice(0, at + '/api/'.length)
  hosts.set(baseUrl, true, 'route')
  return hosts.has(baseUrl)
}
