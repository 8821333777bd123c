// Type tests: checked by `tsc --noEmit`, never run.
import { expectTypeOf } from 'vitest'
import { WebSocket as WsWebSocket } from 'ws'
import type { TransactionOf } from '../client.js'
import type { Network } from '../networks.js'
import type { BlockExtended } from '../wire/block.js'
import type { WebSocketConstructor } from './connection.js'
import { createLiveFeed, type LiveFeed } from './feed.js'
import type { LiveTransaction } from './messages.js'
import type { ProjectedBlock } from './projected-block.js'
import type { TopicEvent, TransactionsEvent } from './topics.js'

declare const feed: LiveFeed

// Both the `ws` package's WebSocket and the browser's fit the injectable constructor.
expectTypeOf(WsWebSocket).toExtend<WebSocketConstructor>()
expectTypeOf(globalThis.WebSocket).toExtend<WebSocketConstructor>()
createLiveFeed({ url: 'ws://localhost/api/v1/ws', WebSocket: WsWebSocket })

feed.subscribe({ type: 'data', name: 'blocks' }, (message) => {
  expectTypeOf(message.key).toEqualTypeOf<'blocks' | 'block'>()
  if (message.key === 'block') expectTypeOf(message.data).toEqualTypeOf<BlockExtended>()
  else expectTypeOf(message.data).toEqualTypeOf<BlockExtended[]>()
})

feed.subscribe({ type: 'data', name: 'stats' }, (message) => {
  expectTypeOf(message.key).toEqualTypeOf<
    'mempoolInfo' | 'vBytesPerSecond' | 'fees' | 'da' | 'transactions'
  >()
  if (message.key === 'vBytesPerSecond') expectTypeOf(message.data).toEqualTypeOf<number>()
})

feed.subscribe({ type: 'data', name: 'mempool-blocks' }, (message) => {
  expectTypeOf(message.key).toEqualTypeOf<'mempool-blocks'>()
})

feed.subscribe({ type: 'data', name: 'live-2h-chart' }, (message) => {
  expectTypeOf(message.key).toEqualTypeOf<'live-2h-chart'>()
})

feed.subscribe({ type: 'mempool-block', index: 0 }, (block) => {
  expectTypeOf(block).toEqualTypeOf<ProjectedBlock>()
  // @ts-expect-error a projected block is not a keyed message
  block.key
})

feed.subscribe({ type: 'address', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }, (e) => {
  expectTypeOf(e).toEqualTypeOf<TransactionsEvent>()
  if (e.kind !== 'error') {
    expectTypeOf(e.transactions).toEqualTypeOf<LiveTransaction[]>()
    // mempool's extras come with every pushed transaction.
    expectTypeOf(e.transactions[0]?.effectiveFeePerVsize).toEqualTypeOf<number | undefined>()
    expectTypeOf(e.transactions).toMatchTypeOf<TransactionOf<Network>[]>()
  }
})

feed.subscribe({ type: 'asset', assetId: 'ab'.repeat(32) }, (e) => {
  expectTypeOf(e).toEqualTypeOf<TransactionsEvent>()
})

feed.subscribe({ type: 'transaction', txid: 'ab'.repeat(32) }, (message) => {
  expectTypeOf(message.key).toEqualTypeOf<
    | 'txPosition'
    | 'tx'
    | 'txConfirmed'
    | 'txReplaced'
    | 'rbfTransaction'
    | 'rbfInfo'
    | 'utxoSpent'
    | 'tracked-txs'
    | 'track-txs-error'
  >()
  if (message.key === 'txConfirmed') expectTypeOf(message.data).toEqualTypeOf<string>()
})

feed.subscribe({ type: 'rbf', mode: 'fullRbf' }, (message) => {
  expectTypeOf(message.key).toEqualTypeOf<'rbfLatest'>()
})

feed.subscribe({ type: 'rbf-summary' }, (message) => {
  expectTypeOf(message.key).toEqualTypeOf<'rbfLatestSummary' | 'rbfSummary'>()
})

expectTypeOf<TopicEvent<{ type: 'data'; name: 'tomahawk' }>['key']>().toEqualTypeOf<'tomahawk'>()
expectTypeOf(feed.subscribe({ type: 'rbf-summary' }, () => {})).toEqualTypeOf<() => void>()

// @ts-expect-error the want item is `mempool-blocks`, not `mempool-block`
feed.subscribe({ type: 'data', name: 'mempool-block' }, () => {})
// @ts-expect-error `blocks` is a data name, not a topic type
feed.subscribe({ type: 'blocks' }, () => {})
// @ts-expect-error an address topic needs its address
feed.subscribe({ type: 'address' }, () => {})
// @ts-expect-error a mempool block index is a number
feed.subscribe({ type: 'mempool-block', index: '0' }, () => {})
// @ts-expect-error `stop` is a command value, not a mode to subscribe to
feed.subscribe({ type: 'rbf', mode: 'stop' }, () => {})
// @ts-expect-error a blocks handler gets no stats keys
feed.subscribe({ type: 'data', name: 'blocks' }, (m: { key: 'fees' }) => m)
