import type { TransactionOf } from '../client.js'
import { InvalidResponseError } from '../errors.js'
import type { Network } from '../networks.js'
import { schema } from '../validate/schema.js'
import type { BlockExtended } from '../wire/block.js'
import type {
  CpfpInfo,
  CpfpRelative,
  MempoolBlock,
  RbfTree,
  RecommendedFees,
  ReplacementInfo,
} from '../wire/mempool.js'
import type { DifficultyAdjustment, MempoolStatistic, Prices } from '../wire/mining.js'
import type { StrippedTransaction } from '../wire/transaction.js'
import { liveSchemas } from './schemas.js'

/**
 * What mempool's backend adds to the transactions it pushes (`address-transactions`, `block-transactions`,
 * `tx`...): `TransactionExtended`'s fields always, `MempoolTransactionExtended`'s for those it holds in
 * its mempool (transaction-utils.ts extendTransaction / extendMempoolTransaction).
 */
export interface MempoolTransactionExtras {
  /** Whole vbytes (weight / 4 rounded up). */
  vsize: number
  feePerVsize: number
  /** With CPFP relatives (and accelerations) counted. */
  effectiveFeePerVsize: number
  /** When the backend first saw it (s); unconfirmed transactions. */
  firstSeen?: number
  sigops?: number
  /** max(weight / 4, sigops * 5): a fraction. */
  adjustedVsize?: number
  adjustedFeePerVsize?: number
  order?: number
  /** Where it sits in the projected blocks. */
  position?: { block: number; vsize: number }
  cpfpChecked?: boolean
  cpfpDirty?: boolean
  ancestors?: CpfpRelative[]
  descendants?: CpfpRelative[]
  bestDescendant?: CpfpRelative | null
  /** Classification bits (Common.getTransactionFlags). */
  flags?: number
  uid?: number
  acceleration?: boolean
  inputs?: number[]
}

/** A transaction as the websocket pushes it: the network's transaction with mempool's extras. */
export type LiveTransaction = TransactionOf<Network> & MempoolTransactionExtras

/** bitcoind's `getmempoolinfo`, as the `mempoolInfo` key carries it (`total_fee` in BTC). */
export interface CoreMempoolInfo {
  loaded: boolean
  size: number
  bytes: number
  usage: number
  total_fee: number
  maxmempool: number
  mempoolminfee: number
  minrelaytxfee: number
  incrementalrelayfee?: number
  unbroadcastcount?: number
  fullrbf?: boolean
}

export interface BackendInfo {
  hostname: string
  gitCommit: string
  version: string
  lightning: boolean
  coreVersion?: string
  osVersion?: string
  backend?: string
}

export interface TxPosition {
  txid: string
  position: {
    block: number
    vsize: number
    accelerated?: boolean
    acceleratedBy?: number[]
    acceleratedAt?: number
    feeDelta?: number
  }
  accelerationPositions?: unknown
  /** Sent when the transaction's CPFP relatives changed; `null`s where it has none. */
  cpfp?: LiveCpfp
}

/** The `cpfp` of `txPosition`: CpfpInfo's fields, with the `null`s mempool sends (`|| null`). */
export interface LiveCpfp
  extends Omit<CpfpInfo, 'descendants' | 'bestDescendant' | 'effectiveFeePerVsize'> {
  descendants: CpfpRelative[] | null
  bestDescendant: CpfpRelative | null
  effectiveFeePerVsize: number | null
  sigops: number
  adjustedVsize: number
}

export interface TrackedTx {
  position?: TxPosition['position']
  cpfp?: LiveCpfp
  utxoSpent?: Record<string, { vin: number; txid: string }>
  replacedBy?: string
  accelerated?: boolean
  confirmed?: boolean
}

/** `[txid, fee, vsize, value, rate, flags, time, 1 when accelerated]`. */
export type CompressedTransaction = [string, number, number, number, number, number, number, 1?]
/** `[txid, rate, flags, 1 when accelerated else 0]`. */
export type CompressedChange = [string, number, number, 0 | 1]

export interface ProjectedBlockMessage {
  index: number
  sequence: number
  blockTransactions?: CompressedTransaction[]
  delta?: { added: CompressedTransaction[]; removed: string[]; changed: CompressedChange[] }
}

/** What each server key carries. A server frame may hold several keys; each becomes one message. */
export interface ServerMessageMap {
  backend: string
  blocks: BlockExtended[]
  block: BlockExtended
  txConfirmed: string
  'mempool-blocks': MempoolBlock[]
  mempoolInfo: CoreMempoolInfo
  vBytesPerSecond: number
  transactions: StrippedTransaction[]
  fees: RecommendedFees
  da: DifficultyAdjustment
  conversions: Prices
  backendInfo: BackendInfo
  loadingIndicators: Record<string, number>
  rbfSummary: ReplacementInfo[]
  'live-2h-chart': MempoolStatistic
  txPosition: TxPosition
  tx: LiveTransaction
  txReplaced: { txid: string }
  rbfTransaction: { txid: string }
  rbfInfo: RbfTree
  utxoSpent: Record<string, { vin: number; txid: string }>
  'tracked-txs': Record<string, TrackedTx>
  'track-txs-error': string
  'track-addresses-error': string
  'address-transactions': LiveTransaction[]
  'address-removed-transactions': LiveTransaction[]
  'block-transactions': LiveTransaction[]
  'multi-address-transactions': Record<
    string,
    { mempool: LiveTransaction[]; confirmed: LiveTransaction[]; removed: LiveTransaction[] }
  >
  'projected-block-transactions': ProjectedBlockMessage
  rbfLatest: RbfTree[]
  rbfLatestSummary: ReplacementInfo[]
  tomahawk: unknown
  pong: boolean
}

export type ServerKey = keyof ServerMessageMap

/** One server message, discriminated by `key`. */
export type ServerMessage = { [K in ServerKey]: { key: K; data: ServerMessageMap[K] } }[ServerKey]

const checks = new Map(
  Object.entries(liveSchemas).map(([key, shape]) => [key, schema({ [key]: shape })]),
)

/**
 * Splits one server frame into messages, each checked against its key's schema (and its numeric strings
 * and 0/1 flags converted) here, once: subscribers and the app trust the types. Keys the client does not
 * know are skipped. A message that fails its check is dropped and passed to `refused` as an
 * InvalidResponseError naming the key and the field (`blocks[0].height: expected ...`); the other messages
 * of the frame are still delivered, since the service builds each key apart. A frame that is not a JSON
 * object throws (the caller logs it and keeps the connection).
 */
export function parseFrame(
  text: string,
  refused: (error: InvalidResponseError) => void = () => {},
  url = '',
): ServerMessage[] {
  const frame: unknown = JSON.parse(text)
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    throw new Error('frame is not a JSON object')
  }
  const messages: ServerMessage[] = []
  for (const [key, data] of Object.entries(frame)) {
    const check = checks.get(key)
    if (!check) continue
    const message = { [key]: data }
    const problem = check(message)
    if (problem === undefined) messages.push({ key, data: message[key] } as ServerMessage)
    else refused(new InvalidResponseError(url, problem))
  }
  return messages
}
