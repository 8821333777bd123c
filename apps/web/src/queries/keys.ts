import type { ExplorerClient } from '@outpoint/explorer-client'

/**
 * The start of every query key for data from a client: its base URL names host and network, so data of
 * two networks or hosts never mixes. `explorerKey(client, 'blocks')` is `['explorer', baseUrl, 'blocks']`.
 */
export function explorerKey<const P extends readonly unknown[]>(
  client: ExplorerClient,
  ...parts: P
) {
  return ['explorer', client.baseUrl, ...parts] as const
}
