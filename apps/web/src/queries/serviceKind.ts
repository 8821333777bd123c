import {
  type ExplorerClient,
  getRecommendedFees,
  HttpRequestError,
} from '@outpoint/explorer-client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { type EsploraOnlyHosts, esploraOnlyHosts } from '../live/esploraOnlyHosts'
import { useConnectionState } from '../live/useConnectionState'
import { useExplorerClient } from './client'
import { explorerKey } from './keys'
import { isMissingRoute } from './missingRoute'

/** `mempool`: mempool's own routes (`/api/v1`) and its websocket; `esplora`: the Esplora routes only. */
export type ServiceKind = 'mempool' | 'esplora'

/**
 * Asks the service for mempool's fee levels, a route every mempool backend has: electrs' 404 for a route
 * it does not serve means the service has only the Esplora routes. Any other answer is taken for
 * mempool's backend (a 503 while its mempool is not in sync, a 404 of some other server in front);
 * failures to reach it are thrown: the probe is a query, retried as the rest.
 */
export async function probeServiceKind(
  client: ExplorerClient,
  signal?: AbortSignal,
): Promise<ServiceKind> {
  try {
    await getRecommendedFees(client, { signal })
    return 'mempool'
  } catch (error) {
    if (isMissingRoute(error)) return 'esplora'
    if (error instanceof HttpRequestError) return 'mempool'
    throw error
  }
}

/** The probe, once per host and network for the session; its answer is remembered per host. */
export function serviceKindQueryOptions(
  client: ExplorerClient,
  hosts: EsploraOnlyHosts = esploraOnlyHosts,
) {
  return queryOptions<ServiceKind>({
    queryKey: explorerKey(client, 'service-kind'),
    queryFn: async ({ signal }) => {
      const kind = await probeServiceKind(client, signal)
      hosts.set(client.baseUrl, kind === 'esplora')
      return kind
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
}

/** Whether the host is known (found this session or remembered) to have only the Esplora routes. */
export function useEsploraOnlyHost(baseUrl: string, hosts = esploraOnlyHosts): boolean {
  return useSyncExternalStore(
    hosts.subscribe,
    () => hosts.has(baseUrl),
    () => hosts.has(baseUrl),
  )
}

/**
 * The current service's kind: `esplora` once it is known to have only the Esplora routes (a request to
 * `/api/v1` was answered with electrs' "endpoint does not exist", or a past visit found so), else
 * `mempool`. Nothing is asked of a service whose live feed works: the probe runs only when the feed
 * cannot connect, and once a session to confirm what was remembered.
 */
export function useServiceKind(): ServiceKind {
  const client = useExplorerClient()
  const known = useEsploraOnlyHost(client.baseUrl)
  const state = useConnectionState()
  const failing = state === 'reconnecting' || state === 'offline'
  useQuery({ ...serviceKindQueryOptions(client), enabled: known || failing })
  return known ? 'esplora' : 'mempool'
}
