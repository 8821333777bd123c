// mempool's blocks as the real service sends them. Where a field comes from, and on which network it is
// absent or null, is in conformance/blocks.md (mempool/mempool backend: blocks.ts $getBlockExtended,
// BlocksRepository formatDbBlockIntoExtendedBlock, bitcoin-api.ts convertBlock; electrs rest.rs BlockValue).

/**
 * A block. Esplora's (`/block/:hash`, `/blocks`) and the base of mempool's (`/v1/block/:hash`). Liquid
 * blocks have no nonce or difficulty; mempool sends their `bits` as `null` (Core's getblock has none, and
 * `parseInt(undefined, 16)` is NaN), electrs leaves it out and sends `ext` instead.
 */
export interface Block {
  id: string
  height: number
  version: number
  timestamp: number
  mediantime: number
  bits?: number | null
  nonce?: number
  /** A float. */
  difficulty?: number
  merkle_root: string
  tx_count: number
  size: number
  weight: number
  /** Null for the genesis block from mempool's database; absent from Core's. */
  previousblockhash?: string | null
  /** Liquid: the dynafed / proof header extension. */
  ext?: unknown
  /** Sent for blocks read from Core (mempool's memory cache), absent for those read from its database. */
  stale?: boolean
}

export interface PoolTag {
  /** The pool's unique id. */
  id: number
  name: string
  slug: string
  /** OCEAN's DATUM template creators; null for every other pool. */
  minerNames?: string[] | null
}

/** A stale block at the same height (Core's `getchaintips`, `valid-fork` or `valid-headers`). */
export interface OrphanedBlock {
  height: number
  hash: string
  status: string
  prevhash: string
}

/**
 * What mempool's backend adds to a block (`/v1/block/:hash`, `/v1/blocks`, websocket `block`). Bitcoin only
 * has `pool` and the audit fields (`matchRate`, `expectedFees`, `expectedWeight`); `medianFeeAmt` and
 * `feePercentiles` need block summaries indexed; `firstSeen` needs Core's debug log.
 */
export interface BlockExtras {
  totalFees: number
  /** The median effective fee rate. */
  medianFee: number
  /** Effective fee rates: min, 10th, 25th, 50th, 75th, 90th percentile, max. */
  feeRange: number[]
  reward: number
  pool?: PoolTag
  avgFee: number
  avgFeeRate: number
  coinbaseRaw: string
  coinbaseAddress: string | null
  /** Absent from older backends. */
  coinbaseAddresses?: string[] | null
  /** The asm of the coinbase's first output script. */
  coinbaseSignature: string | null
  coinbaseSignatureAscii: string | null
  virtualSize: number
  avgTxSize: number
  totalInputs: number
  totalOutputs: number
  totalOutputAmt: number
  medianFeeAmt?: number | null
  feePercentiles?: number[] | null
  segwitTotalTxs: number
  segwitTotalSize: number
  segwitTotalWeight: number
  header: string
  /** Seconds; the database sends a decimal string, converted at the door. */
  firstSeen?: number | null
  /** Outputs created less outputs spent: negative when the block consolidates. */
  utxoSetChange: number
  utxoSetSize: number | null
  totalInputAmt: number | null
  matchRate?: number | null
  expectedFees?: number | null
  expectedWeight?: number | null
  similarity?: number
  orphans: OrphanedBlock[]
}

/**
 * `/v1/block/:hash`, `/v1/blocks`: the block with mempool's extras. Liquid blocks outside mempool's memory
 * cache come without `extras`.
 */
export interface BlockExtended extends Block {
  extras?: BlockExtras
  /** For a stale block: the hash of the block that replaced it. */
  canonical?: string
  /** Sent for blocks read from mempool's database. */
  indexVersion?: number
}

/**
 * `/block/:hash/status` (electrs `BlockStatus`): `height` and `next_best` are left out when there is none
 * (off the best chain, or an unknown hash; `next_best` at the tip), never null.
 */
export interface BlockStatus {
  in_best_chain: boolean
  height?: number
  next_best?: string
}
