import type { ScriptPubkeyType, TxStatus } from './transaction.js'

/**
 * Elements / Liquid transactions as electrs (liquid feature) sends them (src/rest.rs `TxOutValue`,
 * `TxInValue`, src/elements/mod.rs `IssuanceValue`, peg.rs `PegoutValue`): amounts and assets may be
 * confidential (commitments instead of values); each optional field is left out, never `null`.
 */
export interface LiquidVout {
  scriptpubkey: string
  scriptpubkey_asm: string
  /** `fee` for the explicit fee output, which has an empty script. */
  scriptpubkey_type: ScriptPubkeyType | 'fee'
  scriptpubkey_address?: string
  /** Present only when the amount is explicit. */
  value?: number
  /** Hex commitment, when the amount is confidential. */
  valuecommitment?: string
  /** Explicit asset id... */
  asset?: string
  /** ...or a hex commitment when the asset is blinded. */
  assetcommitment?: string
  pegout?: LiquidPegout
}

export interface LiquidPegout {
  genesis_hash: string
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_address?: string
}

export interface LiquidIssuance {
  asset_id: string
  is_reissuance: boolean
  asset_entropy: string
  /** Only for reissuances. */
  asset_blinding_nonce?: string
  /** Only for initial issuances. */
  contract_hash?: string
  assetamount?: number
  assetamountcommitment?: string
  tokenamount?: number
  tokenamountcommitment?: string
}

export interface LiquidVin {
  txid: string
  vout: number
  prevout: LiquidVout | null
  scriptsig: string
  scriptsig_asm: string
  witness?: string[]
  is_coinbase: boolean
  sequence: number
  inner_redeemscript_asm?: string
  inner_witnessscript_asm?: string
  is_pegin: boolean
  issuance?: LiquidIssuance
}

export interface LiquidTransaction {
  txid: string
  version: number
  locktime: number
  size: number
  weight: number
  /** Absent from older electrs. */
  sigops?: number
  fee: number
  vin: LiquidVin[]
  vout: LiquidVout[]
  /** Always set, block and asset pages included. */
  status: TxStatus
}
