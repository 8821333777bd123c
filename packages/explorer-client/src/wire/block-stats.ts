// mempool's block charts, block audits, chain tips and block-by-time answers (mining-routes.ts,
// bitcoin.routes.ts; figures from BlocksRepository and BlocksAuditsRepository). Sources per field:
// conformance/blocks.md.
import type { StrippedTransaction } from './transaction.js'

/** One group of blocks of a chart: `CAST(AVG(height) AS INT)` and the average block time (seconds). */
export interface BlockGroup {
  avgHeight: number
  timestamp: number
}

/** `/v1/mining/blocks/fees/:interval`: average fees per block (sats), with the USD price of the group. */
export interface BlockFeesPoint extends BlockGroup {
  avgFees: number
  USD: number
}

/** `/v1/mining/blocks/rewards/:interval`: average subsidy plus fees per block (sats). */
export interface BlockRewardsPoint extends BlockGroup {
  avgRewards: number
  USD: number
}

/** `/v1/mining/blocks/fee-rates/:interval`: average fee-rate percentiles (sat/vB, whole numbers). */
export interface BlockFeeRatesPoint extends BlockGroup {
  avgFee_0: number
  avgFee_10: number
  avgFee_25: number
  avgFee_50: number
  avgFee_75: number
  avgFee_90: number
  avgFee_100: number
}

/** `/v1/mining/blocks/sizes-weights/:interval`. */
export interface BlockSizesWeights {
  sizes: (BlockGroup & { avgSize: number })[]
  weights: (BlockGroup & { avgWeight: number })[]
}

/** `/v1/mining/blocks/predictions/:interval`: `[time, height, match rate %]` of one audit per group. */
export type BlockPrediction = [time: number, height: number, matchRate: number]

/** `/v1/mining/blocks/audit/score/:hash` and each row of `/audit/scores`. */
export interface AuditScore {
  hash: string
  /** Percent of the expected template found in the block. */
  matchRate: number
  /** Null until mempool has summed the template. */
  expectedFees: number | null
  expectedWeight: number | null
}

/** `/v1/block/:hash/audit-summary`: the block against the template mempool expected. */
export interface BlockAudit {
  version: number
  height: number
  id: string
  timestamp: number
  template: StrippedTransaction[]
  unseenTxs: string[]
  missingTxs: string[]
  addedTxs: string[]
  prioritizedTxs: string[]
  freshTxs: string[]
  sigopTxs: string[]
  fullrbfTxs: string[]
  acceleratedTxs: string[]
  matchRate: number
  expectedFees: number | null
  expectedWeight: number | null
}

/** `/v1/mining/blocks/timestamp/:ts`: the last block at or before a time. */
export interface BlockAtTime {
  height: number
  hash: string
  /** ISO 8601 text (`2022-12-31T23:30:31.000Z`): a DATETIME column as mysql2 reads it. */
  timestamp: string
}

/** `/v1/chain-tips`: Core's getchaintips. */
export interface ChainTip {
  height: number
  hash: string
  /** Blocks between the tip and the best chain; 0 for the active tip. */
  branchlen: number
  status: 'active' | 'valid-fork' | 'valid-headers' | 'headers-only' | 'invalid'
}
