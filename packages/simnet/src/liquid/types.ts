import type { ScriptType } from '../bitcoin/script.js'
import type { Confirmation } from '../chain/types.js'
import type { TxWitness } from './elements-tx.js'

/** Esplora's output types, plus Elements' explicit fee output. */
export type LiquidScriptType = ScriptType | 'fee'

/** An output as the chain indexes it: its serialised fields (views into the raw bytes) and address. */
export interface LiquidOutput {
  /** `01` + asset id, or `0a`/`0b` + commitment. */
  asset: Uint8Array
  /** `01` + 8 bytes big-endian, or `08`/`09` + commitment. */
  value: Uint8Array
  /** `00`, or 33 bytes. */
  nonce: Uint8Array
  script: Uint8Array
  type: LiquidScriptType
  /** The unconfidential address of the script, when it has one. */
  address: string | undefined
}

/** A peg-in input: what its witness proves about the Bitcoin transaction it claims. */
export interface PeginFacts {
  vin: number
  /** Satoshis pegged in. */
  value: number
  /** The Bitcoin transaction paying the federation (serialised without witness). */
  mainchainTx: Uint8Array
  /** The script the claimed L-BTC may go to (the claimer's p2wpkh). */
  claimScript: Uint8Array
}

/** What a transaction does to an asset's supply, as electrs indexes it (`index_tx_assets`). */
export type AssetEvent =
  | {
      kind: 'issuance'
      asset: string
      vin: number
      reissuance: boolean
      /** Undefined when blinded. */
      amount: number | undefined
      tokens: number | undefined
    }
  | { kind: 'burn'; asset: string; vout: number; value: number }
  | { kind: 'pegin'; asset: string; vin: number; value: number }
  | { kind: 'pegout'; asset: string; vout: number; value: number }

/** An asset's initial issuance: where it happened and what it derives from. */
export interface IssuanceFacts {
  asset: string
  txid: string
  vin: number
  /** The outpoint the issuing input spent (display txid). */
  prevout: { txid: string; vout: number }
  /** The issuance's contract hash (internal order): all zero for an issuance without contract. */
  contractHash: Uint8Array
  /** Display hex. */
  entropy: string
  reissuanceToken: string
}

export interface LiquidTxRecord {
  txid: string
  /** The serialisation without witness (flag 0): what the txid hashes. The witness is drawn on demand. */
  raw: Uint8Array
  outputs: LiquidOutput[]
  /** Outputs spent by the inputs; null for a coinbase, a peg-in, or an output from before the history. */
  prevouts: (LiquidOutput | null)[]
  coinbase: boolean
  pegins: PeginFacts[]
  events: AssetEvent[]
  /** The explicit L-BTC fee outputs. */
  fee: number
  /** Figures of the full serialisation (witness included). */
  size: number
  weight: number
  vsize: number
  /** vsize after Elements' confidential-transaction discount (ELIP 200). */
  discountVsize: number
  firstSeen: number
  confirmation: Confirmation | undefined
  /** The witness a received transaction (`POST /tx`) came with; generated ones have theirs drawn. */
  witness: TxWitness | undefined
}

export interface LiquidBlockRecord {
  hash: string
  height: number
  version: number
  previousHash: string
  merkleRoot: string
  time: number
  mediantime: number
  txids: string[]
  /** Bytes of the full header (signblock witness included). */
  headerSize: number
  size: number
  weight: number
  fees: number
}
