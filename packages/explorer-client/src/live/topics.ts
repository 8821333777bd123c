import type { DataName, RbfMode } from './commands.js'
import type { LiveTransaction, ServerKey, ServerMessage } from './messages.js'
import type { ProjectedBlock } from './projected-block.js'

/** What a live-feed subscriber can ask for. Each maps onto one server subscription, shared by subscribers. */
export type Topic =
  | { type: 'data'; name: DataName }
  | { type: 'address'; address: string }
  | { type: 'transaction'; txid: string }
  | { type: 'mempool-block'; index: number }
  | { type: 'rbf'; mode: RbfMode }
  | { type: 'rbf-summary' }
  | { type: 'asset'; assetId: string }

type Message<K extends ServerKey> = Extract<ServerMessage, { key: K }>

/** Server keys each data set brings (the `init` answer after every connect brings them too). */
export const dataKeys: Record<DataName, readonly ServerKey[]> = {
  blocks: ['blocks', 'block'],
  'mempool-blocks': ['mempool-blocks'],
  stats: ['mempoolInfo', 'vBytesPerSecond', 'fees', 'da', 'transactions'],
  'live-2h-chart': ['live-2h-chart'],
  tomahawk: ['tomahawk'],
}

type DataEvent<D extends DataName> = D extends 'blocks'
  ? Message<'blocks' | 'block'>
  : D extends 'mempool-blocks'
    ? Message<'mempool-blocks'>
    : D extends 'stats'
      ? Message<'mempoolInfo' | 'vBytesPerSecond' | 'fees' | 'da' | 'transactions'>
      : D extends 'live-2h-chart'
        ? Message<'live-2h-chart'>
        : Message<'tomahawk'>

/**
 * New (`mempool`), mined (`confirmed`) or dropped (`removed`) transactions of a tracked address or asset,
 * with mempool's extras (fee rates, sizes, first-seen).
 */
export type TransactionsEvent =
  | { kind: 'mempool' | 'confirmed' | 'removed'; transactions: LiveTransaction[] }
  | { kind: 'error'; message: string }

export type TransactionTopicEvent = Message<
  | 'txPosition'
  | 'tx'
  | 'txConfirmed'
  | 'txReplaced'
  | 'rbfTransaction'
  | 'rbfInfo'
  | 'utxoSpent'
  | 'tracked-txs'
  | 'track-txs-error'
>

/** The event type a subscriber of topic `T` receives. */
export type TopicEvent<T extends Topic> = T extends { type: 'data'; name: infer D extends DataName }
  ? DataEvent<D>
  : T extends { type: 'address' | 'asset' }
    ? TransactionsEvent
    : T extends { type: 'transaction' }
      ? TransactionTopicEvent
      : T extends { type: 'mempool-block' }
        ? ProjectedBlock
        : T extends { type: 'rbf' }
          ? Message<'rbfLatest'>
          : Message<'rbfLatestSummary' | 'rbfSummary'>

/** The field that carries each topic type's parameter ('' for none). */
export const topicParameters: Record<Topic['type'], string> = {
  data: 'name',
  address: 'address',
  transaction: 'txid',
  'mempool-block': 'index',
  rbf: 'mode',
  'rbf-summary': '',
  asset: 'assetId',
}

/** The parameter of a topic: a data name, an address, a txid, an index... */
export const topicValue = (topic: Topic): string | number | undefined =>
  (topic as unknown as Record<string, string | number | undefined>)[topicParameters[topic.type]]

/** One key per server subscription: subscribers with equal keys share it. */
export const topicKey = (topic: Topic): string => `${topic.type}:${topicValue(topic) ?? ''}`
