import {
  type ExplorerClient,
  getAsset,
  getAssetIcon,
  getAssetIcons,
  getAssetSupply,
  getFeaturedAssets,
  type LiquidNetwork,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'
import { getAllRegisteredAssets } from './registry'

type LiquidClient = ExplorerClient<LiquidNetwork>

/** Lists that change when an asset is registered: a few minutes old is fresh enough. */
const listStale = 5 * 60_000

export const featuredOptions = (client: LiquidClient) =>
  queryOptions({
    queryKey: explorerKey(client, 'assets', 'featured'),
    queryFn: ({ signal }) => getFeaturedAssets(client, { signal }),
    staleTime: listStale,
  })

export const registryOptions = (client: LiquidClient) =>
  queryOptions({
    queryKey: explorerKey(client, 'assets', 'registry'),
    queryFn: ({ signal }) => getAllRegisteredAssets(client, { signal }),
    staleTime: listStale,
  })

/** Ids with an icon: asking only for those spares a 404 per asset without one. */
export const iconIdsOptions = (client: LiquidClient) =>
  queryOptions({
    queryKey: explorerKey(client, 'assets', 'icons'),
    queryFn: async ({ signal }) => new Set(await getAssetIcons(client, { signal })),
    staleTime: listStale,
  })

/** A PNG's bytes as a data URL: kept in the cache as a string, nothing to revoke. */
export function pngDataUrl(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return `data:image/png;base64,${btoa(binary)}`
}

export const iconOptions = (client: LiquidClient, assetId: string) =>
  queryOptions({
    queryKey: explorerKey(client, 'asset', assetId, 'icon'),
    queryFn: async ({ signal }) => pngDataUrl(await getAssetIcon(client, { assetId, signal })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

/** The same key as the transaction page's asset names (useAssetInfo): one request serves both. */
export const assetKey = (client: ExplorerClient, assetId: string) =>
  explorerKey(client, 'asset', assetId)

export const assetOptions = (client: LiquidClient, assetId: string) =>
  queryOptions({
    queryKey: assetKey(client, assetId),
    queryFn: ({ signal }) => getAsset(client, { assetId, signal }),
  })

export const supplyOptions = (client: LiquidClient, assetId: string, decimal: boolean) =>
  queryOptions({
    queryKey: [...assetKey(client, assetId), 'supply', decimal ? 'decimal' : 'base'],
    queryFn: ({ signal }) => getAssetSupply(client, { assetId, decimal, signal }),
  })

export const assetChainKey = (client: ExplorerClient, assetId: string) =>
  [...assetKey(client, assetId), 'txs', 'chain'] as const

export const assetMempoolKey = (client: ExplorerClient, assetId: string) =>
  [...assetKey(client, assetId), 'txs', 'mempool'] as const
