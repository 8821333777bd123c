import {
  type ExplorerClient,
  getAsset,
  isIssuedAsset,
  isLiquidNetwork,
  type LiquidNetwork,
} from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'
import { nativeAssets, shortId } from './model/assets'

export interface AssetInfo {
  /** Ticker or name from the registry, else the id shortened. */
  label: string
  /** Digits after the point; 8 for the native coin. */
  precision: number
  native: boolean
}

/** What to call a Liquid asset: the native coin needs no request; others come from the registry, once. */
export function useAssetInfo(assetId: string | undefined): AssetInfo | undefined {
  const client = useExplorerClient()
  const native = assetId !== undefined && nativeAssets[client.network] === assetId
  const liquid = isLiquidNetwork(client.network)
  const { data } = useQuery({
    queryKey: explorerKey(client, 'asset', assetId),
    queryFn: ({ signal }) =>
      getAsset(client as ExplorerClient<LiquidNetwork>, { assetId: assetId ?? '', signal }),
    enabled: liquid && assetId !== undefined && !native,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (assetId === undefined) return undefined
  if (native)
    return { label: client.network === 'liquid' ? 'L-BTC' : 'tL-BTC', precision: 8, native }
  const issued = data && isIssuedAsset(data) ? data : undefined
  return {
    label: issued?.ticker ?? issued?.name ?? shortId(assetId),
    precision: issued?.precision ?? 0,
    native: false,
  }
}
