import {
  type ExplorerClient,
  getLightningNode,
  type LightningSearchResult,
  type Network,
  NotFoundError,
  searchLightning,
} from '@outpoint/explorer-client'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { isBitcoinClient, lightningKey } from '../lightning/client'
import { lightningPaths } from '../lightning/paths'

export interface LightningMatches {
  nodes: { publicKey: string; alias: string; path: string }[]
  channels: { id: string; path: string }[]
}

/** The service's matches as links; entries without a usable key or id are left out. */
export function lightningMatches(
  network: Network,
  result: LightningSearchResult,
): LightningMatches {
  const nodes = result.nodes
    .filter((n) => typeof n.public_key === 'string' && /^0[23][0-9a-f]{64}$/.test(n.public_key))
    .map((n) => ({
      publicKey: n.public_key,
      alias: typeof n.alias === 'string' ? n.alias : '',
      path: lightningPaths.node(network, n.public_key),
    }))
  const channels = result.channels
    .map((c) =>
      typeof c.short_id === 'string' && /^\d+x\d+x\d+$/.test(c.short_id) ? c.short_id : c.id,
    )
    .filter((id): id is string => typeof id === 'string' && /^[0-9x]+$/.test(id))
    .map((id) => ({ id, path: lightningPaths.channel(network, id) }))
  return { nodes, channels }
}

/**
 * The service's Lightning search for `text`, as links: one query for the suggestions (useSuggestions) and
 * the search on Enter (findLightning), so the same text is asked once while a request is under way.
 * Fresh on each use (no staleTime: a search asks again) and not retried, as a shortcut should be; no
 * matches on a network without Lightning.
 */
export const lightningSearchOptions = (client: ExplorerClient, text: string) =>
  queryOptions({
    queryKey: lightningKey(client, 'search', text),
    queryFn: async ({ signal }): Promise<LightningMatches> =>
      isBitcoinClient(client)
        ? lightningMatches(client.network, await searchLightning(client, { query: text, signal }))
        : { nodes: [], channels: [] },
    retry: false,
  })

/**
 * Asks the service's Lightning search: one match is where to go (`path`), several are offered as links,
 * none is undefined. The caller drops the answer of a search it has given up.
 */
export async function findLightning(
  queryClient: QueryClient,
  client: ExplorerClient,
  text: string,
): Promise<{ path: string } | { matches: LightningMatches } | undefined> {
  const matches = await queryClient.fetchQuery(lightningSearchOptions(client, text))
  const all = [...matches.nodes, ...matches.channels]
  if (all.length === 0) return undefined
  if (all.length === 1 && all[0]) return { path: all[0].path }
  return { matches }
}

/** A node's page when the service knows a node with this key, else undefined. */
export async function findNode(
  client: ExplorerClient,
  key: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!isBitcoinClient(client)) return undefined
  try {
    await getLightningNode(client, { publicKey: key, signal })
    return lightningPaths.node(client.network, key)
  } catch (error) {
    if (error instanceof NotFoundError) return undefined
    throw error
  }
}
