import type { TxStatus } from './transaction.js'

export interface AddressTxStats {
  tx_count: number
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
}

/** `/address/:address`. Balance = funded_txo_sum - spent_txo_sum, chain plus mempool. */
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
