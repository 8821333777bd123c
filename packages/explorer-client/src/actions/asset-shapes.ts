import { maybe, type Schema, schema } from '../validate/schema.js'
import type { Check } from '../validate/shape.js'
import { txStatus } from './esplora-shapes.js'

/*
 * Assets as electrs (liquid feature) sends them: mempool/electrs src/elements/asset.rs `LiquidAsset`, an
 * untagged enum of `PeggedAsset` (the native asset: peg and burn statistics) and `IssuedAsset` (issuance
 * statistics, `contract_hash` only when the issuance committed to a contract, and the registry's
 * `AssetMeta` flattened in when the registry knows it: `contract`, `entity`, `precision`, `name`, `ticker`).
 */

const peggedStats = {
  tx_count: 'i',
  peg_in_count: 'i',
  peg_in_amount: 'i',
  peg_out_count: 'i',
  peg_out_amount: 'i',
  burn_count: 'i',
  burned_amount: 'i',
}

const issuedStats = {
  tx_count: 'i',
  issuance_count: 'i',
  issued_amount: 'i',
  burned_amount: 'i',
  has_blinded_issuances: 'b',
  /** `None` (null) when the reissuance tokens are confidential. */
  reissuance_tokens: 'i!',
  burned_reissuance_tokens: 'i',
}

const peggedAsset: Schema = {
  asset_id: 'h',
  chain_stats: peggedStats,
  mempool_stats: peggedStats,
}

export const issuedAsset: Schema = {
  asset_id: 'h',
  issuance_txin: { txid: 'h', vin: 'i' },
  issuance_prevout: { txid: 'h', vout: 'i' },
  reissuance_token: 'h',
  contract_hash: 'h?',
  status: txStatus,
  chain_stats: issuedStats,
  mempool_stats: issuedStats,
  contract: maybe({ '*': 'a' }),
  entity: maybe({ domain: 's' }),
  precision: 'i?',
  name: 's?',
  ticker: 's?',
}

/**
 * An entry of `/assets/registry`: always a registered asset, so its issuance committed to the contract
 * (`contract_hash`) and the registry's meta is there (the registry requires a name and a domain).
 */
export const registeredAsset: Schema = {
  ...issuedAsset,
  contract_hash: 'h',
  contract: { '*': 'a' },
  entity: { domain: 's' },
  precision: 'i',
  name: 's',
}

const pegged = schema(peggedAsset)
const issued = schema(issuedAsset)
const issuedOnly = ['issuance_txin', 'issuance_prevout', 'reissuance_token', 'status']

/** `/asset/:id`: an issued asset (any of its own fields present) or the native one. */
export const liquidAsset: Check = (value) =>
  (typeof value === 'object' && value !== null && issuedOnly.some((key) => key in value)
    ? issued
    : pegged)(value)
