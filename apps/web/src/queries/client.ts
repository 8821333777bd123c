import { createExplorerClient, type ExplorerClient, type Network } from '@outpoint/explorer-client'
import { useMemo } from 'react'
import { useNetwork } from '../app/useNetwork'
import type { DataHost } from './dataHost'
import { useDataHost } from './useDataHost'

/**
 * A REST client for a network. Its own retries are off: TanStack Query retries (see queryClient.ts), so one
 * failure never turns into 4 x 4 requests.
 */
export function explorerClientFor(network: Network, dataHost: DataHost): ExplorerClient {
  return createExplorerClient({
    host: dataHost.host,
    network,
    ...(dataHost.protocol ? { protocol: dataHost.protocol } : {}),
    transport: { retry: false },
  })
}

/** The REST client for the current URL's network and the data host in effect. */
export function useExplorerClient(): ExplorerClient {
  const network = useNetwork()
  const dataHost = useDataHost()
  return useMemo(() => explorerClientFor(network, dataHost), [network, dataHost])
}
