// The checks of mempool's blocks (`/v1/block/:hash`, `/v1/blocks`, `/v1/init-data`, block summaries and
// audit templates): what each field can be on each network, and why, is in conformance/blocks.md.
import { maybe, type Schema } from '../validate/schema.js'

/** mempool's `BlockExtension`: Liquid's has no pool and no audit fields. */
export const extras: Schema = {
  totalFees: 'i',
  medianFee: 'n',
  feeRange: ['n'],
  reward: 'i',
  pool: maybe({ id: 'i', name: 's', slug: 's', minerNames: maybe(['s']) }),
  avgFee: 'n',
  avgFeeRate: 'n',
  coinbaseRaw: 'x',
  coinbaseAddress: 's!',
  coinbaseAddresses: maybe(['s']),
  coinbaseSignature: 's!',
  coinbaseSignatureAscii: 's!',
  virtualSize: 'n',
  avgTxSize: 'n',
  totalInputs: 'i',
  totalOutputs: 'i',
  totalOutputAmt: 'i',
  medianFeeAmt: 'n?',
  feePercentiles: maybe(['n']),
  segwitTotalTxs: 'i',
  segwitTotalSize: 'i',
  segwitTotalWeight: 'i',
  header: 'x',
  firstSeen: 'N?',
  utxoSetChange: 'n',
  utxoSetSize: 'i!',
  totalInputAmt: 'i!',
  matchRate: 'n?',
  expectedFees: 'i?',
  expectedWeight: 'i?',
  similarity: 'n?',
  orphans: [{ height: 'i', hash: 'h', status: 's', prevhash: 'h' }],
}

/**
 * A block as `/v1/block/:hash` sends it, with or without extras (a height is never negative). Its `bits`
 * is always sent: Core's block converted (`null` on Liquid) or the indexed row.
 */
export const blockExtended: Record<string, Schema> = {
  id: 'h',
  height: 'i',
  version: 'n',
  timestamp: 'i',
  mediantime: 'i',
  bits: 'i!',
  nonce: 'i?',
  difficulty: 'n?',
  merkle_root: 'h',
  tx_count: 'i',
  size: 'i',
  weight: 'i',
  previousblockhash: 'h?',
  stale: 'b?',
  canonical: 'h?',
  indexVersion: 'i?',
  extras: maybe(extras),
}

/** A block of `/v1/blocks`: on Liquid, blocks outside mempool's cache are electrs' own, without `bits`. */
export const listedBlock: Schema = { ...blockExtended, bits: 'i?' }

/** A transaction of a block summary or audit template (mempool's `TransactionClassified`). */
export const classifiedTx: Schema = {
  txid: 'h',
  fee: 'n',
  vsize: 'n',
  value: 'n',
  rate: 'n?',
  flags: 'i?',
  time: 'i?',
}

/** A block of mempool's memory cache (websocket `blocks`, `/v1/init-data`): Core's, with extras. */
export const cachedBlock: Schema = { ...blockExtended, stale: 'b', extras }
