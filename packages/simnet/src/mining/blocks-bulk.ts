import type { BlockExtras } from '@outpoint/explorer-client'
import type { Chain } from '../chain/chain.js'
import type { BlockRecord } from '../chain/types.js'
import { blockExtendedJson } from '../esplora/format.js'

/**
 * The largest range of `/v1/blocks-bulk` (mempool's `MAX_BLOCKS_BULK_QUERY`, 0 by default: the route is off
 * on mempool.space). Simnet answers as a self-hosted instance that turned it on.
 */
export const maxBlocksBulk = 100

const percentileNames = ['min', 'perc_10', 'perc_25', 'perc_50', 'perc_75', 'perc_90', 'max']
const named = (values: readonly number[] | null | undefined) =>
  Object.fromEntries(percentileNames.map((name, i) => [name, values?.[i] ?? null]))

/** One row of `/v1/blocks-bulk`: blocks.ts $getBlocksBetweenHeight's `cleanBlock` (snake_case). */
export function bulkBlock(chain: Chain, block: BlockRecord) {
  const extras = blockExtendedJson(chain, block).extras as BlockExtras
  return {
    height: block.height,
    hash: block.hash,
    timestamp: block.time,
    median_timestamp: block.mediantime,
    previous_block_hash: block.previousHash,
    difficulty: block.difficulty,
    header: extras.header,
    version: block.version,
    bits: block.bits,
    nonce: block.nonce,
    size: block.size,
    weight: block.weight,
    tx_count: block.txids.length,
    merkle_root: block.merkleRoot,
    reward: extras.reward,
    total_fee_amt: extras.totalFees,
    avg_fee_amt: extras.avgFee,
    median_fee_amt: extras.medianFeeAmt ?? null,
    fee_amt_percentiles: named(extras.feePercentiles),
    avg_fee_rate: extras.avgFeeRate,
    median_fee_rate: extras.medianFee,
    fee_rate_percentiles: named(extras.feeRange),
    total_inputs: extras.totalInputs,
    total_input_amt: extras.totalInputAmt,
    total_outputs: extras.totalOutputs,
    total_output_amt: extras.totalOutputAmt,
    segwit_total_txs: extras.segwitTotalTxs,
    segwit_total_size: extras.segwitTotalSize,
    segwit_total_weight: extras.segwitTotalWeight,
    avg_tx_size: extras.avgTxSize,
    utxoset_change: extras.utxoSetChange,
    utxoset_size: extras.utxoSetSize,
    coinbase_raw: extras.coinbaseRaw,
    coinbase_address: extras.coinbaseAddress,
    coinbase_addresses: extras.coinbaseAddresses ?? null,
    coinbase_signature: extras.coinbaseSignature,
    coinbase_signature_ascii: extras.coinbaseSignatureAscii,
    pool_slug: extras.pool?.slug ?? null,
    pool_id: extras.pool?.id ?? null,
    orphans: extras.orphans,
  }
}
