import {
  assetRegistryPageLimit,
  type CallOptions,
  type ExplorerClient,
  getAssetRegistry,
  type IssuedAsset,
  type LiquidNetwork,
} from '@outpoint/explorer-client'

/**
 * Every registered asset, page after page of `getAssetRegistry`, stopping at a short page or after
 * `maxPages` (a guard against a service that never ends its list).
 */
export async function getAllRegisteredAssets(
  client: ExplorerClient<LiquidNetwork>,
  { signal, maxPages = 20 }: CallOptions & { maxPages?: number } = {},
): Promise<IssuedAsset[]> {
  const all: IssuedAsset[] = []
  for (let page = 0; page < maxPages; page++) {
    const entries = await getAssetRegistry(client, { startIndex: all.length, signal })
    all.push(...entries)
    if (entries.length < assetRegistryPageLimit) break
  }
  return all
}
