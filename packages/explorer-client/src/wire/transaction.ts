/**
 * Bitcoin transactions as Esplora / mempool serialise them (mempool/electrs src/rest.rs; see
 * conformance/esplora.md). Optional fields are absent on the wire, never null, except where noted
 * (`prevout` is null for coinbase inputs).
 */
/** `/tx/:txid/status`; an unknown txid is `{ confirmed: false }` (200), like one still unconfirmed. */
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
  /** Absent from older electrs and Blockstream's esplora. */
  sigops?: number
  fee: number
  vin: Vin[]
  vout: Vout[]
  /** Always set, `/block/:hash/txs` pages included (`{ confirmed: false }` for a stale block's). */
  status: TxStatus
}

/**
 * `/tx/:txid/outspend/:vout`: the optional fields are absent while the output is unspent. An unknown txid
 * or vout is `{ spent: false }` (200); `/tx/:unknown/outspends` is a 404.
 */
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
  /** A whole number from electrs; mempool's own backend sends weight / 4, which may have a fraction. */
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

/** The fees of a transaction Bitcoin Core accepted, in BTC (`/txs/test`, `/txs/package`). */
export interface AcceptedFees {
  base: number
  /** BTC per kvB of the package the transaction was judged with. */
  'effective-feerate'?: number
  /** The wtxids of that package. */
  'effective-includes'?: string[]
}

/** One item of `POST /txs/test`: Bitcoin Core's `testmempoolaccept`, as electrs passes it on. */
export interface MempoolAcceptResult {
  txid: string
  wtxid: string
  /** Absent when the package failed as a whole (`package-error`). */
  allowed?: boolean
  vsize?: number
  fees?: AcceptedFees
  'reject-reason'?: string
  /** Bitcoin Core 28 and later. */
  'reject-details'?: string
  'package-error'?: string
}

/** `POST /txs/package`: Bitcoin Core's `submitpackage`, as electrs passes it on. */
export interface SubmitPackageResult {
  /** `success`, or why the package as a whole failed. */
  package_msg: string
  /** By wtxid. */
  'tx-results': Record<
    string,
    {
      txid: string
      /** Set when a transaction of the same txid but another witness was in the mempool already. */
      'other-wtxid'?: string
      vsize?: number
      fees?: AcceptedFees
      error?: string
    }
  >
  'replaced-transactions'?: string[]
}
