import {
  type Asset,
  type ExplorerClient,
  isIssuedAsset,
  isLiquidNetwork,
  type LiquidNetwork,
} from '@outpoint/explorer-client'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import { assetOptions } from '../assets/queries'
import { nativeAssets, shortId } from './model/assets'

export interface AssetInfo {
  /** Ticker or name from the registry, else the id shortened. */
  label: string
  /** Digits after the point; 8 for the native coin. */
  precision: number
  native: boolean
}

/**
 * The registry's record of an asset, asked for once (none for the native coin or off Liquid): the asset
 * page's query (one request serves both), kept for the page's life and not retried here.
 */
function assetQuery(client: ExplorerClient, assetId: string | undefined) {
  const native = assetId !== undefined && nativeAssets[client.network] === assetId
  return {
    ...assetOptions(client as ExplorerClient<LiquidNetwork>, assetId ?? ''),
    enabled: isLiquidNetwork(client.network) && assetId !== undefined && !native,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }
}

function infoFrom(client: ExplorerClient, assetId: string, data: Asset | undefined): AssetInfo {
  if (nativeAssets[client.network] === assetId)
    return { label: client.network === 'liquid' ? 'L-BTC' : 'tL-BTC', precision: 8, native: true }
  const issued = data && isIssuedAsset(data) ? data : undefined
  return {
    label: issued?.ticker ?? issued?.name ?? shortId(assetId),
    precision: issued?.precision ?? 0,
    native: false,
  }
}

/** What to call a Liquid asset: the native coin needs no request; others come from the registry, once. */
export function useAssetInfo(assetId: string | undefined): AssetInfo | undefined {
  const client = useExplorerClient()
  const { data } = useQuery(assetQuery(client, assetId))
  return assetId === undefined ? undefined : infoFrom(client, assetId, data)
}

/** `useAssetInfo` for several assets at once (a transaction's), by id. */
export function useAssetInfos(assetIds: readonly string[]): ReadonlyMap<string, AssetInfo> {
  const client = useExplorerClient()
  const results = useQueries({ queries: assetIds.map((id) => assetQuery(client, id)) })
  return new Map(assetIds.map((id, i) => [id, infoFrom(client, id, results[i]?.data)]))
}
