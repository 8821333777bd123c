/**
 * Bitcoin transactions as Esplora / mempool serialise them. Optional fields are absent on the wire,
 * never null, except where noted (`prevout` is null for coinbase inputs).
 */
export interface TxStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

export type ScriptPubkeyType =
  | 'empty'
  | 'op_return'
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'anchor'
  | 'multisig'
  | 'provably_unspendable'
  | 'unknown'

export interface Vout {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: ScriptPubkeyType
  /** Absent when the script has no address (op_return, p2pk, multisig, ...). */
  scriptpubkey_address?: string
  value: number
}

export interface Vin {
  txid: string
  vout: number
  /** Null for coinbase inputs and when the server does not know the previous output. */
  prevout: Vout | null
  scriptsig: string
  scriptsig_asm: string
  /** Absent when the input has no witness. */
  witness?: string[]
  is_coinbase: boolean
  sequence: number
  inner_redeemscript_asm?: string
  inner_witnessscript_asm?: string
}

export interface Transaction {
  txid: string
  version: number
  locktime: number
  size: number
  weight: number
  sigops?: number
  fee: number
  vin: Vin[]
  vout: Vout[]
  /** Absent in `/block/:hash/txs` pages, whose status is the block's. */
  status?: TxStatus
}

/** `/tx/:txid/outspend/:vout`: the optional fields are absent while the output is unspent. */
export interface Outspend {
  spent: boolean
  txid?: string
  vin?: number
  status?: TxStatus
}

/** `/tx/:txid/merkle-proof` (Electrum format). */
export interface MerkleProof {
  block_height: number
  /** Sibling hashes from the leaf up to the root. */
  merkle: string[]
  /** Position of the transaction in the block. */
  pos: number
}

/** The short form used by `/mempool/recent`. Liquid's electrs sends no `value` but a `discount_vsize`. */
export interface RecentTransaction {
  txid: string
  fee: number
  vsize: number
  /** Absent on Liquid (amounts may be confidential). */
  value?: number
  /** Liquid only: the vsize with confidential proofs discounted (ELIP 200). */
  discount_vsize?: number
}

/** `TransactionStripped`: block summaries, websocket `transactions`, RBF trees. */
export interface StrippedTransaction {
  txid: string
  fee: number
  vsize: number
  value: number
  rate?: number
  time?: number
  flags?: number
  acc?: boolean
}
