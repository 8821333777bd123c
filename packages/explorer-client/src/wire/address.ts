import type { TxStatus } from './transaction.js'

export interface AddressTxStats {
  tx_count: number
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
}

/**
 * `/address/:address`. Balance = funded_txo_sum - spent_txo_sum, chain plus mempool. Every figure is a
 * whole number (the check at the door refuses a string, so sums are never concatenated).
 */
export interface AddressInfo {
  address: string
  chain_stats: AddressTxStats
  mempool_stats: AddressTxStats
  electrum?: boolean
  is_pubkey?: boolean
}

/** Elements has no `*_txo_sum` fields: amounts may be confidential. */
export interface LiquidAddressTxStats {
  tx_count: number
  funded_txo_count: number
  spent_txo_count: number
}

export interface LiquidAddressInfo {
  address: string
  chain_stats: LiquidAddressTxStats
  mempool_stats: LiquidAddressTxStats
}

export interface Utxo {
  txid: string
  vout: number
  value: number
  status: TxStatus
}

export interface LiquidUtxo {
  txid: string
  vout: number
  status: TxStatus
  value?: number
  valuecommitment?: string
  asset?: string
  assetcommitment?: string
  nonce?: string
  noncecommitment?: string
  surjection_proof?: string
  range_proof?: string
}

/** `/scripthash/:hash`: the stats of a script by its SHA-256 (hex, in natural byte order). */
export interface ScripthashInfo {
  scripthash: string
  chain_stats: AddressTxStats
  mempool_stats: AddressTxStats
}

export interface LiquidScripthashInfo {
  scripthash: string
  chain_stats: LiquidAddressTxStats
  mempool_stats: LiquidAddressTxStats
}

/** One item of `/address/:address/txs/summary`: a confirmed transaction and what it did to the address. */
export interface AddressTxSummary {
  txid: string
  height: number
  /** Net effect on the address in satoshis: negative when it spent more than it received. */
  value: number
  /** The block's time. */
  time: number
  /** Position in the block (absent from older electrs). */
  tx_position?: number
}

/** `/v1/validate-address/:address`: the node's `validateaddress`, as mempool passes it on. */
export type AddressValidation =
  | {
      isvalid: true
      address: string
      scriptPubKey: string
      isscript: boolean
      iswitness: boolean
      witness_version?: number
      witness_program?: string
      /** Liquid (Elements): the blinding key's hex, `""` for an unconfidential address. */
      confidential_key?: string
      /** Liquid (Elements): the address without its blinding key. */
      unconfidential?: string
    }
  | {
      isvalid: false
      /** Why not (Bitcoin Core 23 and later). */
      error?: string
      /** Where the error is in the text (Bitcoin Core 23 and later). */
      error_locations?: number[]
    }
