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

/** Percentiles as `/v1/blocks-bulk` names them; `null`s where the block has none. */
export interface BulkPercentiles {
  min: number | null
  perc_10: number | null
  perc_25: number | null
  perc_50: number | null
  perc_75: number | null
  perc_90: number | null
  max: number | null
}

/**
 * `/v1/blocks-bulk/:from[/:to]` (self-hosted backends that enable it; 404 on mempool.space and Liquid):
 * the indexed block in snake_case (blocks.ts $getBlocksBetweenHeight).
 */
export interface BulkBlock {
  height: number
  hash: string
  timestamp: number
  median_timestamp: number
  previous_block_hash: string | null
  difficulty: number
  header: string
  version: number
  bits: number
  nonce: number
  size: number
  weight: number
  tx_count: number
  merkle_root: string
  reward: number
  total_fee_amt: number
  avg_fee_amt: number
  median_fee_amt: number | null
  fee_amt_percentiles: BulkPercentiles
  avg_fee_rate: number
  median_fee_rate: number
  fee_rate_percentiles: BulkPercentiles
  total_inputs: number
  total_input_amt: number | null
  total_outputs: number
  total_output_amt: number
  segwit_total_txs: number
  segwit_total_size: number
  segwit_total_weight: number
  avg_tx_size: number
  utxoset_change: number
  utxoset_size: number | null
  coinbase_raw: string
  coinbase_address: string | null
  coinbase_addresses: string[]
  coinbase_signature: string | null
  coinbase_signature_ascii: string | null
  pool_slug: string
  pool_id: number
  orphans: { height: number; hash: string; status: string; prevhash: string }[]
}
