import {
  type BitcoinNetwork,
  type ExplorerClient,
  isLiquidNetwork,
} from '@outpoint/explorer-client'
import { explorerKey } from '../../queries/keys'

/** Whether a client talks to a Bitcoin network, the only ones with Lightning routes. */
export function isBitcoinClient(client: ExplorerClient): client is ExplorerClient<BitcoinNetwork> {
  return !isLiquidNetwork(client.network)
}

/**
 * The client for a Lightning request. The pages render only on networks with a graph (LightningRoutes
 * checks), so this never throws there; it narrows the type by a check rather than a cast.
 */
export function lightningClient(client: ExplorerClient): ExplorerClient<BitcoinNetwork> {
  if (!isBitcoinClient(client)) throw new Error(`${client.network} has no Lightning network`)
  return client
}

/** Query keys of Lightning data: all under 'lightning' on the client's service and network. */
export const lightningKey = <const P extends readonly unknown[]>(
  client: ExplorerClient,
  ...parts: P
) => explorerKey(client, 'lightning', ...parts)
