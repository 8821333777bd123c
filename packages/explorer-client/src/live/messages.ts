import type { TransactionOf } from '../client.js'
import type { Network } from '../networks.js'
import type { BlockExtended } from '../wire/block.js'
import type { MempoolBlock, RbfTree, RecommendedFees, ReplacementInfo } from '../wire/mempool.js'
import type { DifficultyAdjustment, MempoolStatistic, Prices } from '../wire/mining.js'
import type { StrippedTransaction } from '../wire/transaction.js'

type AnyTransaction = TransactionOf<Network>

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
  cpfp?: unknown
}

export interface TrackedTx {
  position?: TxPosition['position']
  cpfp?: unknown
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
  tx: AnyTransaction
  txReplaced: { txid: string }
  rbfTransaction: { txid: string }
  rbfInfo: RbfTree
  utxoSpent: Record<string, { vin: number; txid: string }>
  'tracked-txs': Record<string, TrackedTx>
  'track-txs-error': string
  'track-addresses-error': string
  'address-transactions': AnyTransaction[]
  'address-removed-transactions': AnyTransaction[]
  'block-transactions': AnyTransaction[]
  'multi-address-transactions': Record<
    string,
    { mempool: AnyTransaction[]; confirmed: AnyTransaction[]; removed: AnyTransaction[] }
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

const serverKeys = new Set<string>(
  'backend blocks block txConfirmed mempool-blocks mempoolInfo vBytesPerSecond transactions fees da conversions backendInfo loadingIndicators rbfSummary live-2h-chart txPosition tx txReplaced rbfTransaction rbfInfo utxoSpent tracked-txs track-txs-error track-addresses-error address-transactions address-removed-transactions block-transactions multi-address-transactions projected-block-transactions rbfLatest rbfLatestSummary tomahawk pong'.split(
    ' ',
  ),
)

/**
 * Splits one server frame into messages. Keys the client does not know are skipped; a frame that is not a
 * JSON object throws (the caller logs it and keeps the connection).
 */
export function parseFrame(text: string): ServerMessage[] {
  const frame: unknown = JSON.parse(text)
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    throw new Error('frame is not a JSON object')
  }
  const messages: ServerMessage[] = []
  for (const [key, data] of Object.entries(frame)) {
    if (serverKeys.has(key)) messages.push({ key, data } as ServerMessage)
  }
  return messages
}
