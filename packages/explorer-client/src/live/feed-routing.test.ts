import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { fixture } from '../../test/fixtures.js'
import {
  flush,
  liveBlock,
  liveTx,
  startWsServer,
  type TestWsServer,
  until,
} from '../../test/ws-server.js'
import { createLiveFeed, type LiveFeed } from './feed.js'
import type { CompressedTransaction } from './messages.js'
import type { Topic, TopicEvent } from './topics.js'

const recorded = (name: string) => fixture(`frontend-cypress/${name}`) as Record<string, unknown>
const t1 = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'
const t2 = 'f4bae4f626036250fd00d68490e572f65f66417452003a0f4c4d76f17a9fde68'
const a1 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const a2 = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const tx = liveTx(recorded('details_rbf/tx02_api_tx.json') as { weight: number; fee: number })

/** The block-transactions form: handleNewBlock gives each the block's status. */
const mined = {
  ...tx,
  status: {
    confirmed: true,
    block_height: 890448,
    block_hash: '0'.repeat(64),
    block_time: 1743541850,
  },
}

let server: TestWsServer
let feed: LiveFeed
const newLogger = () => ({
  warn: vi.fn<(message: string) => void>(),
  error: vi.fn<(message: string, error?: unknown) => void>(),
})
let logger: ReturnType<typeof newLogger>

/** Subscribes to `topic` and returns the array its events land in. */
function record<T extends Topic>(topic: T): TopicEvent<T>[] {
  const events: TopicEvent<T>[] = []
  feed.subscribe(topic, (event) => events.push(event))
  return events
}
const count = (events: unknown[], n: number) => until(() => events.length >= n, `${n} events`)
const keys = (events: { key: string }[]) => events.map((e) => e.key)
let mark = 0
/** Waits for a frame the client sends on its own, then returns the new frames. */
async function next(): Promise<unknown[]> {
  await until(() => (server.latest?.frames.length ?? 0) > mark, 'a frame from the client')
  return sent()
}
async function sent(): Promise<unknown[]> {
  const frames = await flush(feed.connection, server.latest, mark)
  mark = server.latest?.frames.length ?? 0
  return frames
}

beforeEach(async () => {
  server = await startWsServer()
  mark = 0
  logger = newLogger()
  feed = createLiveFeed({ url: server.url, WebSocket, logger, closeDelay: 20 })
})

afterEach(async () => {
  feed.connection.close()
  await server.close()
})

describe('data topics', () => {
  it('gives each data set its own keys, from the real init answer and later frames', async () => {
    const blocks = record({ type: 'data', name: 'blocks' })
    const stats = record({ type: 'data', name: 'stats' })
    const mempoolBlocks = record({ type: 'data', name: 'mempool-blocks' })
    const chart = record({ type: 'data', name: 'live-2h-chart' })
    await count(stats, 5)
    expect(keys(blocks)).toEqual(['blocks'])
    const first = blocks[0]
    expect(first?.key === 'blocks' && first.data.map((b) => b.height)).toEqual([
      837043, 837044, 837045, 837046, 837047, 837048, 837049, 837050,
    ])
    expect(keys(stats).sort()).toEqual([
      'da',
      'fees',
      'mempoolInfo',
      'transactions',
      'vBytesPerSecond',
    ])
    expect(keys(mempoolBlocks)).toEqual(['mempool-blocks'])
    server.push(recorded('details_rbf/tx02_ws_block.json'))
    server.push(recorded('mainnet_live2hchart.json'))
    await count(chart, 1)
    expect(keys(blocks)).toEqual(['blocks', 'block'])
    expect(keys(mempoolBlocks)).toEqual(['mempool-blocks', 'mempool-blocks'])
    expect(stats).toHaveLength(5)
    expect(chart[0]?.data.vbytes_per_second).toBe(1926)
  })

  it('asks for the recent blocks when a block is more than one above the tip', async () => {
    const blocks = record({ type: 'data', name: 'blocks' })
    await count(blocks, 1)
    await sent()
    server.push({ block: liveBlock(837051) })
    await count(blocks, 2)
    expect(await sent()).toEqual([])
    server.push(recorded('details_rbf/tx02_ws_block.json'))
    await count(blocks, 3)
    expect(await sent()).toEqual([{ 'refresh-blocks': true }])
    server.push(recorded('details_rbf/tx01_ws_blocks_01.json'))
    server.push({ block: liveBlock(890449) })
    await count(blocks, 5)
    expect(await sent()).toEqual([])
  })
})

describe('transaction topics', () => {
  const position = recorded('details_rbf/tx02_ws_tx_position.json')

  it('gives a transaction subscriber only the messages about its txid', async () => {
    const events = record({ type: 'transaction', txid: t1 })
    await until(() => feed.state === 'online', 'online')
    server.push({ txPosition: { txid: t2, position: { block: 1, vsize: 5 } }, txConfirmed: t2 })
    server.push({ tx: { ...tx, txid: t2 } })
    server.push(position)
    server.push({ tx })
    server.push(recorded('details_rbf/tx01_ws_tx_replaced.json'))
    server.push(recorded('details_rbf/tx02_ws_block.json'))
    await count(events, 4)
    expect(events).toEqual([
      { key: 'txPosition', data: position.txPosition },
      { key: 'tx', data: tx },
      { key: 'txReplaced', data: { txid: t1 } },
      { key: 'txConfirmed', data: t1 },
    ])
  })

  it('splits tracked-txs per subscriber and drops the messages that name no txid', async () => {
    const one = record({ type: 'transaction', txid: t1 })
    const two = record({ type: 'transaction', txid: t2 })
    await until(() => feed.state === 'online', 'online')
    server.push({ txReplaced: { txid: t2 }, utxoSpent: { 0: { vin: 0, txid: t2 } } })
    server.push({ 'tracked-txs': { [t1]: { confirmed: true }, [t2]: { replacedBy: t1 } } })
    await count(two, 1)
    expect(one).toEqual([{ key: 'tracked-txs', data: { [t1]: { confirmed: true } } }])
    expect(two).toEqual([{ key: 'tracked-txs', data: { [t2]: { replacedBy: t1 } } }])
  })
})

describe('address topics', () => {
  it('turns the single-address keys into transaction events', async () => {
    const events = record({ type: 'address', address: a1 })
    await until(() => feed.state === 'online', 'online')
    server.push({ 'address-transactions': [tx] })
    server.push({ 'block-transactions': [mined], 'address-removed-transactions': [tx] })
    server.push({ 'track-addresses-error': 'too many addresses' })
    await count(events, 4)
    expect(events).toEqual([
      { kind: 'mempool', transactions: [tx] },
      { kind: 'confirmed', transactions: [mined] },
      { kind: 'removed', transactions: [tx] },
      { kind: 'error', message: 'too many addresses' },
    ])
  })

  it('splits multi-address-transactions per address', async () => {
    const one = record({ type: 'address', address: a1 })
    const two = record({ type: 'address', address: a2 })
    await until(() => feed.state === 'online', 'online')
    server.push({
      'multi-address-transactions': {
        [a1]: { mempool: [tx], confirmed: [], removed: [] },
        [a2]: { mempool: [], confirmed: [tx], removed: [tx] },
      },
    })
    await count(two, 2)
    expect(one).toEqual([{ kind: 'mempool', transactions: [tx] }])
    expect(two).toEqual([
      { kind: 'confirmed', transactions: [tx] },
      { kind: 'removed', transactions: [tx] },
    ])
  })
})

describe('replacement topics', () => {
  it('gives rbf subscribers all trees or the full-RBF ones, and the summary to its own', async () => {
    const all = record({ type: 'rbf', mode: 'all' })
    const full = record({ type: 'rbf', mode: 'fullRbf' })
    const summary = record({ type: 'rbf-summary' })
    await count(summary, 1)
    expect(keys(summary)).toEqual(['rbfSummary'])
    server.push(recorded('rbf_page/rbf_02.json'))
    server.push({ rbfLatestSummary: [] })
    await count(summary, 2)
    expect(all[0]?.data.map((tree) => tree.fullRbf)).toEqual([false, true])
    expect(full[0]?.data.map((tree) => tree.fullRbf)).toEqual([true])
    expect(summary[1]).toEqual({ key: 'rbfLatestSummary', data: [] })
  })
})

describe('mempool-block topic', () => {
  const id = (n: number) => n.toString(16).padStart(64, '0')
  const entry = (n: number, rate = n): CompressedTransaction => [id(n), rate, 1, 1000, rate, 0, 0]
  const snapshot = (sequence: number, ...txs: CompressedTransaction[]) => ({
    'projected-block-transactions': { index: 0, sequence, blockTransactions: txs },
  })
  const delta = (sequence: number, added: unknown[], removed: string[] = []) => ({
    'projected-block-transactions': { index: 0, sequence, delta: { added, removed, changed: [] } },
  })
  const ids = (block: TopicEvent<{ type: 'mempool-block'; index: 0 }> | undefined) =>
    [...(block?.transactions.keys() ?? [])].map((txid) => Number.parseInt(txid, 16))

  it('folds snapshots and deltas, and asks again for the block after a gap', async () => {
    const blocks = record({ type: 'mempool-block', index: 0 })
    await until(() => feed.state === 'online', 'online')
    await sent()
    server.push(snapshot(10, entry(1), entry(2)))
    server.push(delta(11, [entry(3)], [id(1)]))
    await count(blocks, 2)
    expect(ids(blocks[1])).toEqual([2, 3])
    server.push(delta(13, [entry(4)]))
    expect(await next()).toEqual([{ 'track-mempool-block': 0 }])
    server.push(delta(14, [entry(5)]))
    server.push({
      'projected-block-transactions': { index: 1, sequence: 1, blockTransactions: [] },
    })
    server.push(snapshot(20, entry(6)))
    server.push(delta(21, [entry(7)]))
    await count(blocks, 4)
    expect(blocks.map((b) => b.sequence)).toEqual([10, 11, 20, 21])
    expect(ids(blocks[3])).toEqual([6, 7])
    expect(await sent()).toEqual([])
  })

  it('drops a delta holding a malformed tuple at the door, then asks again at the gap', async () => {
    const blocks = record({ type: 'mempool-block', index: 0 })
    await until(() => feed.state === 'online', 'online')
    await sent()
    server.push(snapshot(1, entry(1)))
    server.push(delta(2, [[id(2), 'fee']]))
    await until(() => logger.error.mock.calls.length === 1, 'the refusal')
    expect(String(logger.error.mock.calls[0]?.[1])).toContain(
      'projected-block-transactions.delta.added[0]',
    )
    server.push(delta(3, [entry(3)]))
    expect(await next()).toEqual([{ 'track-mempool-block': 0 }])
    expect(blocks).toHaveLength(1)
  })
})
