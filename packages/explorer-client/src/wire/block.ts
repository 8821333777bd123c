/** Esplora block (`/block/:hash`, `/blocks`). Liquid blocks have no bits, nonce or difficulty but an `ext`. */
export interface Block {
  id: string
  height: number
  version: number
  timestamp: number
  mediantime: number
  bits?: number
  nonce?: number
  /** A float. */
  difficulty?: number
  merkle_root: string
  tx_count: number
  size: number
  weight: number
  /** Null for the genesis block. */
  previousblockhash: string | null
  /** Liquid: the dynafed / proof header extension. */
  ext?: unknown
  stale?: boolean
}

export interface PoolTag {
  /** The pool's unique id. */
  id: number
  name: string
  slug: string
  minerNames?: string[] | null
}

/** What mempool's backend adds to a block (`/v1/block/:hash`, `/v1/blocks`, websocket `block`). */
export interface BlockExtras {
  totalFees: number
  medianFee: number
  feeRange: number[]
  reward: number
  pool: PoolTag
  avgFee: number
  avgFeeRate: number
  coinbaseRaw: string
  coinbaseAddress: string | null
  coinbaseAddresses?: string[]
  coinbaseSignature: string
  coinbaseSignatureAscii: string
  virtualSize: number
  avgTxSize: number
  totalInputs: number
  totalOutputs: number
  totalOutputAmt: number
  medianFeeAmt?: number | null
  feePercentiles: number[] | null
  segwitTotalTxs: number
  segwitTotalSize: number
  segwitTotalWeight: number
  header: string
  firstSeen?: number | null
  utxoSetChange: number
  utxoSetSize: number | null
  totalInputAmt: number | null
  matchRate: number | null
  expectedFees: number | null
  expectedWeight: number | null
  similarity?: number
  orphans: { height: number; hash: string; status?: string; prevhash?: string }[]
  definitionHash?: string
}

export interface BlockExtended extends Block {
  extras: BlockExtras
  /** For a stale block: the hash of the block that replaced it. */
  canonical?: string
  indexVersion?: number
}

/** `/block/:hash/status`: height and next_best are null off the best chain. */
export interface BlockStatus {
  in_best_chain: boolean
  height: number | null
  next_best?: string | null
}
