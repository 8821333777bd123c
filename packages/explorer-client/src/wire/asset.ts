import type { TxStatus } from './transaction.js'

/** Stats of the native asset (L-BTC). */
export interface NativeAssetStats {
  tx_count: number
  peg_in_count: number
  peg_in_amount: number
  peg_out_count: number
  peg_out_amount: number
  burn_count: number
  burned_amount: number
}

/** Stats of an issued asset. */
export interface IssuedAssetStats {
  tx_count: number
  issuance_count: number
  issued_amount: number
  burned_amount: number
  has_blinded_issuances: boolean
  reissuance_tokens: number | null
  burned_reissuance_tokens: number
}

export interface NativeAsset {
  asset_id: string
  chain_stats: NativeAssetStats
  mempool_stats: NativeAssetStats
}

/**
 * An issued asset (electrs src/elements/asset.rs `IssuedAsset`); the registry's `AssetMeta` (contract,
 * entity, precision, name, ticker) is flattened in when the registry knows the asset. `contract_hash` only
 * when the issuance committed to a contract.
 */
export interface IssuedAsset {
  asset_id: string
  issuance_txin: { txid: string; vin: number }
  issuance_prevout: { txid: string; vout: number }
  reissuance_token: string
  contract_hash?: string
  status: TxStatus
  chain_stats: IssuedAssetStats
  mempool_stats: IssuedAssetStats
  /** The registered contract (its JSON, as the issuer wrote it). */
  contract?: unknown
  entity?: { domain: string }
  precision?: number
  name?: string
  ticker?: string
}

/** `/asset/:id`: tell the two apart with {@link isIssuedAsset}. */
export type Asset = NativeAsset | IssuedAsset

export function isIssuedAsset(asset: Asset): asset is IssuedAsset {
  return 'issuance_txin' in asset
}

/** An entry of `/v1/assets/featured`. */
export interface FeaturedAsset {
  name: string
  ticker?: string
  asset_id?: string
  icon?: string
  [key: string]: unknown
}
