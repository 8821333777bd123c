import type { ExplorerClient } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import { index } from '../validate/params.js'
import { type Schema, schema } from '../validate/schema.js'
import type {
  AuditScore,
  BlockAtTime,
  BlockAudit,
  BulkBlock,
  ChainTip,
} from '../wire/block-stats.js'
import { classifiedTx } from './block-shapes.js'
import type { BlockHashParameters } from './blocks.js'
import { type CallOptions, endpoint } from './endpoint.js'

type ByHash<R> = (client: ExplorerClient, params: BlockHashParameters) => Promise<R>

const score = { matchRate: 'n', expectedFees: 'i!', expectedWeight: 'i!' }
const scoreShape = { hash: 'h', ...score }

const auditScore = endpoint<ByHash<AuditScore | 'null'>>(
  'v1/mining/blocks/audit/score/:hash',
  (v) => (v === 'null' ? undefined : schema(scoreShape)(v)),
)

/** `GET /v1/mining/blocks/audit/score/:hash`: the block's audit score; null when it was not audited (mempool sends the text `"null"`). */
export const getBlockAuditScore: ByHash<AuditScore | null> = async (client, params) => {
  const score = await auditScore(client, params)
  return score === 'null' ? null : score
}

/** `GET /v1/mining/blocks/audit/scores[/:height]`: the scores of the 16 blocks up to `height` (the tip). */
export const getBlockAuditScores = endpoint<
  (
    client: ExplorerClient,
    params?: CallOptions & { height?: number | undefined },
  ) => Promise<AuditScore[]>
>('v1/mining/blocks/audit/scores/:height?', schema([scoreShape]))

const txids: Schema = ['h']

/** `GET /v1/block/:hash/audit-summary`: the block against mempool's template; 404 when not audited. */
export const getBlockAuditSummary = endpoint<ByHash<BlockAudit>>(
  'v1/block/:hash/audit-summary',
  schema({
    version: 'i',
    height: 'i',
    id: 'h',
    timestamp: 'i',
    template: [classifiedTx],
    unseenTxs: txids,
    missingTxs: txids,
    addedTxs: txids,
    prioritizedTxs: txids,
    freshTxs: txids,
    sigopTxs: txids,
    fullrbfTxs: txids,
    acceleratedTxs: txids,
    ...score,
  }),
)

/** `GET /v1/mining/blocks/timestamp/:timestamp`: the last best-chain block at or before a Unix time. */
export const getBlockAtTimestamp = endpoint<
  (client: ExplorerClient, params: CallOptions & { timestamp: number }) => Promise<BlockAtTime>
>('v1/mining/blocks/timestamp/:timestamp', schema({ height: 'i', hash: 'h', timestamp: 's' }), {
  rules: {
    timestamp: (name, value) => {
      if (!Number.isSafeInteger(value) || (value as number) < 1) {
        throw new InvalidParameterError(name, value, 'Unix seconds (a whole number > 0)')
      }
      return value as number
    },
  },
})

/** `GET /v1/chain-tips`: the node's chain tips, the active one and any stale branch (Bitcoin only). */
export const getChainTips = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<ChainTip[]>
>('v1/chain-tips', schema([{ height: 'i', hash: 'h', branchlen: 'i', status: 's' }]), {
  chain: 'bitcoin',
})

const percentiles = {
  min: 'n!',
  perc_10: 'n!',
  perc_25: 'n!',
  perc_50: 'n!',
  perc_75: 'n!',
  perc_90: 'n!',
  max: 'n!',
}

/**
 * `GET /v1/blocks-bulk/:from[/:to]`: indexed blocks `from`..`to` (the tip when left out), oldest first, in
 * mempool's snake_case form. Only backends that set `MAX_BLOCKS_BULK_QUERY` serve it (404 elsewhere);
 * a longer range is a 400.
 */
export const getBlocksBulk = endpoint<
  (
    client: ExplorerClient,
    params: CallOptions & { from: number; to?: number | undefined },
  ) => Promise<BulkBlock[]>
>(
  'v1/blocks-bulk/:from/:to?',
  schema([
    {
      height: 'i',
      hash: 'h',
      timestamp: 'i',
      median_timestamp: 'i',
      previous_block_hash: 'h!',
      difficulty: 'n',
      header: 'x',
      version: 'n',
      bits: 'i',
      nonce: 'i',
      size: 'i',
      weight: 'i',
      tx_count: 'i',
      merkle_root: 'h',
      reward: 'i',
      total_fee_amt: 'i',
      avg_fee_amt: 'n',
      median_fee_amt: 'n!',
      fee_amt_percentiles: percentiles,
      avg_fee_rate: 'n',
      median_fee_rate: 'n',
      fee_rate_percentiles: percentiles,
      total_inputs: 'i',
      total_input_amt: 'i!',
      total_outputs: 'i',
      total_output_amt: 'i',
      segwit_total_txs: 'i',
      segwit_total_size: 'i',
      segwit_total_weight: 'i',
      avg_tx_size: 'n',
      utxoset_change: 'n',
      utxoset_size: 'i!',
      coinbase_raw: 'x',
      coinbase_address: 's!',
      coinbase_addresses: ['s'],
      coinbase_signature: 's!',
      coinbase_signature_ascii: 's!',
      pool_slug: 's',
      pool_id: 'i',
      orphans: [{ height: 'i', hash: 'h', status: 's', prevhash: 'h' }],
    },
  ]),
  { rules: { from: index, to: index }, chain: 'bitcoin' },
)
