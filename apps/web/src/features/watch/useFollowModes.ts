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
 * How each network is followed, as a key (`main:feed,signet:poll`) an effect can depend on. A network's
 * service is asked once a session what it is (the probe the page makes for its own network, so nothing
 * more for that one); until it answers, the network waits rather than open a socket to a service that
 * may have none. A host remembered as having only the Esplora routes is polled at once; a probe that
 * fails leaves the live feed to try (and say so).
 */
export function useFollowModes(networks: readonly Network[], dataHost: DataHost): string {
  const networksKey = networks.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: networksKey stands for networks.
  const clients = useMemo(
    () => networks.map((network) => explorerClientFor(network, dataHost)),
    [networksKey, dataHost],
  )
  const probes = useQueries({ queries: clients.map((client) => serviceKindQueryOptions(client)) })
  const remembered = useSyncExternalStore(
    esploraOnlyHosts.subscribe,
    () => clients.map((client) => (esploraOnlyHosts.has(client.baseUrl) ? 'y' : 'n')).join(''),
    () => '',
  )
  return networks
    .map((network, i) => `${network}:${followMode(remembered[i] === 'y', probes[i])}`)
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
