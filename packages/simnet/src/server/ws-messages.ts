import type {
  CpfpRelative,
  DifficultyAdjustment,
  MempoolBlock,
  MempoolStatistic,
  Prices,
  RbfTree,
  RecommendedFees,
  ReplacementInfo,
  StrippedTransaction,
} from '@outpoint/explorer-client'
import type {
  BackendInfo,
  CompressedChange,
  CompressedTransaction,
  CoreMempoolInfo,
  LiveCpfp,
  MempoolTransactionExtras,
  TrackedTx,
  TxPosition,
} from '@outpoint/explorer-client/live'
import type { blockExtendedJson, txJson } from '../esplora/format.js'
import type { StratumJob } from '../mining/stratum-job.js'

/** mempool's `BlockExtended`, as `blockExtendedJson` builds it. */
export type BlockExtended = ReturnType<typeof blockExtendedJson>
/**
 * A full transaction as the websocket pushes it: esplora's shape with its status, and the fields mempool's
 * backend adds (ws-tx-extras.ts).
 */
export type TxJson = ReturnType<typeof txJson> & MempoolTransactionExtras

/** One host of the `tomahawk` health list: simnet reports itself. */
export interface HealthHost {
  host: string
  active: boolean
  rtt: number
  latestHeight: number
  socket: boolean
  outOfSync: boolean
  unreachable: boolean
  checked: boolean
  lastChecked: number
}

export type ProjectedBlockTransactions =
  | { index: number; sequence: number; blockTransactions: CompressedTransaction[] }
  | {
      index: number
      sequence: number
      delta: { added: CompressedTransaction[]; removed: string[]; changed: CompressedChange[] }
    }

/**
 * The CPFP figures of a mempool transaction, as `txPosition` and `tracked-txs` carry them: the client's
 * `LiveCpfp` without the nulls, since simnet computes every figure, and it accelerates nothing
 * (`acceleration` is sent with `txPosition` only; mempool leaves it out of `tracked-txs`).
 */
export interface TxCpfp extends LiveCpfp {
  descendants: CpfpRelative[]
  effectiveFeePerVsize: number
  acceleration?: false
}

/** Where an output of a tracked transaction went: `{ [vout]: {vin, txid} }`. */
export type UtxoSpent = NonNullable<TrackedTx['utxoSpent']>

export interface AddressEvents {
  mempool: TxJson[]
  confirmed: TxJson[]
  removed: TxJson[]
}

/** One mempool update as `mempool-txids` tells it (`mined` lists whole blocks, coinbases too). */
export interface MempoolTxidsDelta {
  sequence: number
  added: string[]
  removed: string[]
  mined: string[]
  replaced: { replaced: string; by: string }[]
}

/** The same update as `mempool-transactions` tells it: full transactions where it adds them. */
export interface MempoolTransactionsDelta {
  sequence: number
  added: TxJson[]
  removed: string[]
  mined: string[]
  replaced: { replaced: string; by: TxJson }[]
}

/** What each server key carries (section B 2.3 of the explorer API reference). */
export interface ServerMessageMap {
  backend: 'esplora'
  mempoolInfo: CoreMempoolInfo
  vBytesPerSecond: number
  blocks: BlockExtended[]
  block: BlockExtended
  conversions: Prices
  'mempool-blocks': MempoolBlock[]
  transactions: StrippedTransaction[]
  backendInfo: BackendInfo
  loadingIndicators: Record<string, number>
  da: DifficultyAdjustment
  fees: RecommendedFees
  txConfirmed: string
  txPosition: TxPosition
  tx: TxJson
  txReplaced: { txid: string }
  rbfTransaction: { txid: string }
  /** The tracked transaction's replacement tree, when a replacement changed it. */
  rbfInfo: RbfTree
  utxoSpent: UtxoSpent
  'tracked-txs': Record<string, TrackedTx>
  'track-txs-error': string
  'track-addresses-error': string
  'address-transactions': TxJson[]
  'address-removed-transactions': TxJson[]
  'block-transactions': TxJson[]
  'multi-address-transactions': Record<string, AddressEvents>
  'track-scriptpubkeys-error': string
  'multi-scriptpubkey-transactions': Record<string, AddressEvents>
  'mempool-txids': MempoolTxidsDelta
  'mempool-transactions': MempoolTransactionsDelta
  /** mempool's `Acceleration[]`: simnet has no acceleration service, so always empty. */
  accelerations: { accelerations: never[] }
  /** A configured wallet's transactions in a new block; `{}` for a wallet the server does not have. */
  'wallet-transactions': TxJson[] | Record<string, never>
  stratumJobs: Record<string, StratumJob>
  stratumJob: StratumJob
  'projected-block-transactions': ProjectedBlockTransactions
  rbfLatest: RbfTree[]
  rbfLatestSummary: ReplacementInfo[]
  rbfSummary: ReplacementInfo[]
  'live-2h-chart': MempoolStatistic
  tomahawk: HealthHost[]
  pong: true
}

export type ServerKey = keyof ServerMessageMap

/** One server message, discriminated by its key. A frame carries one or more of them. */
export type ServerMessage = { [K in ServerKey]: { key: K; data: ServerMessageMap[K] } }[ServerKey]
