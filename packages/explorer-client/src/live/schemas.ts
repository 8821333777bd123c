// The check of every websocket message, one schema per server key, applied once where a frame is parsed
// (parseFrame). Each covers the fields the client and the app read; the rest pass untouched. The real
// shapes and where mempool's backend builds them: conformance/websocket.md and conformance/samples/websocket/.

import { cachedBlock } from '../actions/block-shapes.js'
import { difficultyAdjustment } from '../actions/mining-shapes.js'
import { rbfTree, strippedTx } from '../actions/rbf-shapes.js'
import { maybe, orNull, type Schema } from '../validate/schema.js'
import type { Check } from '../validate/shape.js'
import type { ServerKey } from './messages.js'

type Fields = { [field: string]: Schema }

/**
 * A txid and at least `length - 1` numbers: `[txid, fee, vsize, value, rate, flags, time, 1?]` (7) for a
 * projected block's transactions, `[txid, rate, flags, acc]` (3 before accelerations) for its changes.
 */
const tuple =
  (length: number): Check =>
  (value) =>
    Array.isArray(value) &&
    value.length >= length &&
    /^[0-9a-f]{64}$/i.test(value[0]) &&
    value.slice(1).every((item) => typeof item === 'number' && Number.isFinite(item))
      ? undefined
      : `expected [txid, ${length - 1} numbers or more]`

/** `live-2h-chart`'s `added`: UNIX_TIMESTAMP (seconds) from today's backend, an ISO date from older ones. */
const time: Check = (value) =>
  typeof value === 'number' || typeof value === 'string' ? undefined : 'expected a time'

const relative: Fields = { txid: 'h', fee: 'i', weight: 'i' }
const output: Fields = {
  scriptpubkey: 'x',
  scriptpubkey_type: 's',
  scriptpubkey_address: 's?',
  // Absent on Liquid's confidential outputs.
  value: 'i?',
}
/** A full transaction as mempool pushes it: Esplora's fields and `TransactionExtended`'s. */
const transaction: Fields = {
  txid: 'h',
  version: 'n',
  locktime: 'i',
  size: 'i',
  weight: 'i',
  fee: 'i',
  vin: [
    {
      txid: 'h',
      vout: 'i',
      prevout: orNull(output),
      scriptsig: 'x',
      witness: maybe(['x']),
      is_coinbase: 'b',
      sequence: 'i',
    },
  ],
  vout: [output],
  status: { confirmed: 'b', block_height: 'i?', block_hash: 'h?', block_time: 'i?' },
  vsize: 'n',
  feePerVsize: 'n',
  effectiveFeePerVsize: 'n',
}
const position: Fields = {
  block: 'i',
  vsize: 'n',
  accelerated: 'b?',
  acceleratedAt: 'i?',
  feeDelta: 'n?',
}
const cpfp: Fields = {
  ancestors: [relative],
  bestDescendant: orNull(relative),
  descendants: orNull([relative]),
  effectiveFeePerVsize: 'n!',
  sigops: 'i',
  adjustedVsize: 'n',
}
const replacement: Fields = {
  txid: 'h',
  mined: 'b',
  fullRbf: 'b',
  oldFee: 'i',
  oldVsize: 'n',
  newFee: 'i',
  newVsize: 'n',
}
const spent: Fields = { '*': { vin: 'i', txid: 'h' } }
const transactions: Schema = [transaction]
/** The transactions of a new block: handleNewBlock sets each one's status to the block's. */
const confirmed: Schema = [
  {
    ...transaction,
    status: { confirmed: 'b', block_height: 'i', block_hash: 'h', block_time: 'i' },
  },
]

export const liveSchemas: Record<ServerKey, Schema> = {
  backend: 's',
  blocks: [cachedBlock],
  block: cachedBlock,
  txConfirmed: 'h',
  'mempool-blocks': [
    { blockSize: 'i', blockVSize: 'n', nTx: 'i', totalFees: 'n', medianFee: 'n', feeRange: ['n'] },
  ],
  mempoolInfo: {
    loaded: 'b',
    size: 'i',
    bytes: 'i',
    usage: 'i',
    total_fee: 'n',
    maxmempool: 'i',
    mempoolminfee: 'n',
    minrelaytxfee: 'n',
  },
  vBytesPerSecond: 'n',
  transactions: [strippedTx],
  fees: { fastestFee: 'n', halfHourFee: 'n', hourFee: 'n', economyFee: 'n', minimumFee: 'n' },
  da: difficultyAdjustment,
  conversions: { '*': 'n' },
  backendInfo: { hostname: 's', gitCommit: 's', version: 's', lightning: 'b', backend: 's?' },
  loadingIndicators: { '*': 'n' },
  rbfSummary: [replacement],
  'live-2h-chart': { added: time, vbytes_per_second: 'n', mempool_byte_weight: 'n', vsizes: ['n'] },
  txPosition: { txid: 'h', position, cpfp: maybe(cpfp) },
  tx: transaction,
  txReplaced: { txid: 'h' },
  rbfTransaction: { txid: 'h' },
  rbfInfo: rbfTree,
  utxoSpent: spent,
  'tracked-txs': {
    '*': {
      position: maybe(position),
      utxoSpent: maybe(spent),
      replacedBy: 'h?',
      accelerated: 'b?',
      confirmed: 'b?',
    },
  },
  'track-txs-error': 's',
  'track-addresses-error': 's',
  'address-transactions': transactions,
  'address-removed-transactions': transactions,
  'block-transactions': confirmed,
  'multi-address-transactions': {
    // handleNewBlock does not set these confirmed transactions' status (only track-address's): it may
    // still say unconfirmed.
    '*': { mempool: transactions, confirmed: transactions, removed: transactions },
  },
  'projected-block-transactions': {
    index: 'i',
    sequence: 'i',
    blockTransactions: maybe([tuple(7)]),
    delta: maybe({ added: [tuple(7)], removed: ['h'], changed: [tuple(3)] }),
  },
  rbfLatest: [rbfTree],
  rbfLatestSummary: [replacement],
  tomahawk: 'a',
  pong: 'b',
}
