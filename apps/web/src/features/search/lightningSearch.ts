import {
  type ExplorerClient,
  getLightningNode,
  type LightningSearchResult,
  type Network,
  NotFoundError,
  searchLightning,
} from '@outpoint/explorer-client'
import { isBitcoinClient } from '../lightning/client'
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
 * Asks the service's Lightning search: one match is where to go (`path`), several are offered as links,
 * none is undefined.
 */
export async function findLightning(
  client: ExplorerClient,
  text: string,
  signal: AbortSignal,
): Promise<{ path: string } | { matches: LightningMatches } | undefined> {
  if (!isBitcoinClient(client)) return undefined
  const matches = lightningMatches(
    client.network,
    await searchLightning(client, { query: text, signal }),
  )
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
