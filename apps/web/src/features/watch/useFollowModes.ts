import type { Network } from '@outpoint/explorer-client'
import { useQueries } from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import { esploraOnlyHosts } from '../../live/esploraOnlyHosts'
import { explorerClientFor } from '../../queries/client'
import type { DataHost } from '../../queries/dataHost'
import { serviceKindQueryOptions } from '../../queries/serviceKind'

/** How a network's watches are followed: its live feed, polling (a service without one), or not yet known. */
export type FollowMode = 'feed' | 'poll' | 'wait'

/**
 * How each network is followed, as a key (`main:feed,signet:poll`) an effect can depend on. The page's
 * own network is followed as the page is (its live feed, unless its host is remembered as having only
 * the Esplora routes; the page finds that out itself when its feed fails). Any other network's service
 * is asked once a session what it is; until it answers, that network waits rather than open a socket
 * to a service that may have none. A probe that fails leaves the live feed to try (and say so).
 */
export function useFollowModes(
  networks: readonly Network[],
  dataHost: DataHost,
  pageNetwork: Network,
): string {
  const networksKey = networks.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: networksKey stands for networks.
  const clients = useMemo(
    () => networks.map((network) => explorerClientFor(network, dataHost)),
    [networksKey, dataHost],
  )
  const probes = useQueries({
    queries: clients.map((client) => ({
      ...serviceKindQueryOptions(client),
      enabled: client.network !== pageNetwork,
    })),
  })
  const remembered = useSyncExternalStore(
    esploraOnlyHosts.subscribe,
    () => clients.map((client) => (esploraOnlyHosts.has(client.baseUrl) ? 'y' : 'n')).join(''),
    () => '',
  )
  return networks
    .map((network, i) => {
      const esplora = remembered[i] === 'y'
      const mode =
        network === pageNetwork ? (esplora ? 'poll' : 'feed') : followMode(esplora, probes[i])
      return `${network}:${mode}`
    })
    .join(',')
}

/** A network's mode from what is remembered of its host and its probe's state. */
export function followMode(
  rememberedEsplora: boolean,
  probe: { data?: 'mempool' | 'esplora' | undefined; isError: boolean } | undefined,
): FollowMode {
  if (rememberedEsplora || probe?.data === 'esplora') return 'poll'
  if (probe?.data === 'mempool' || probe?.isError) return 'feed'
  return 'wait'
}

/** The modes of a key made by useFollowModes. */
export function parseFollowModes(key: string): Map<string, FollowMode> {
  const modes = new Map<string, FollowMode>()
  for (const part of key.split(',')) {
    const [network, mode] = part.split(':')
    if (network && (mode === 'feed' || mode === 'poll' || mode === 'wait')) modes.set(network, mode)
  }
  return modes
}
