import type { StrippedTransaction } from './transaction.js'

/**
 * `/mempool`: `fee_histogram` is `[feerate, vsize]` pairs in descending fee-rate buckets (electrs); mempool
 * without electrs sends it empty and `total_fee` as a float (BTC * 1e8, maybe with a binary fraction).
 */
export interface MempoolInfo {
  count: number
  vsize: number
  total_fee: number
  fee_histogram: [feeRate: number, vsize: number][]
}

/** `/v1/fees/recommended` (sat/vB). */
export interface RecommendedFees {
  fastestFee: number
  halfHourFee: number
  hourFee: number
  economyFee: number
  minimumFee: number
}

/** A projected block of the mempool (`/v1/fees/mempool-blocks`, websocket `mempool-blocks`). */
export interface MempoolBlock {
  blockSize: number
  blockVSize: number
  nTx: number
  totalFees: number
  medianFee: number
  /** Effective fee-rate percentiles; the last block (the rest of the mempool) has a longer list. */
  feeRange: number[]
}

export interface CpfpRelative {
  txid: string
  fee: number
  weight: number
}

/**
 * `/v1/cpfp/:txid`. An unknown transaction answers `{ancestors: []}`; older services send `descendants`
 * and `effectiveFeePerVsize` as null when unset.
 */
export interface CpfpInfo {
  ancestors: CpfpRelative[]
  descendants?: CpfpRelative[] | null
  bestDescendant?: CpfpRelative | null
  effectiveFeePerVsize?: number | null
  sigops?: number
  adjustedVsize?: number
  fee?: number
  acceleration?: boolean
  acceleratedBy?: number[]
  acceleratedAt?: number
  feeDelta?: number
  cluster?: {
    txs: { txid: string; fee: number; weight: number; parents: number[] }[]
    chunks: { txs: number[]; feerate: number }[]
    chunkIndex: number
  }
}

/** A transaction in an RBF tree: `vsize` is weight / 4 (maybe fractional); `fullRbf` always on a root. */
export interface RbfTransaction extends StrippedTransaction {
  rbf?: boolean
  mined?: boolean
  fullRbf?: boolean
}

/** A node of an RBF tree (`rbf-cache.ts`): `interval` (s until replaced) on every node below the root. */
export interface RbfTree {
  tx: RbfTransaction
  time: number
  interval?: number
  mined?: boolean
  fullRbf: boolean
  replaces: RbfTree[]
  replacedBy?: RbfTransaction
}

/** `/v1/tx/:txid/rbf`. */
export interface RbfHistory {
  replacements: RbfTree | null
  replaces: string[] | null
}

/** One entry of `rbfLatestSummary` / `rbfSummary`. */
export interface ReplacementInfo {
  txid: string
  mined: boolean
  fullRbf: boolean
  oldFee: number
  oldVsize: number
  newFee: number
  newVsize: number
}
