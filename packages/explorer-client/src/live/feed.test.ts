import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { flush, liveBlock, startWsServer, type TestWsServer, until } from '../../test/ws-server.js'
import { InvalidParameterError } from '../errors.js'
import type { ConnectionState } from './connection.js'
import { createLiveFeed, type LiveFeed, type LiveFeedOptions } from './feed.js'
import type { Topic } from './topics.js'

const init = { action: 'init' }
const a1 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const a2 = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const t1 = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'
const t2 = 'f4bae4f626036250fd00d68490e572f65f66417452003a0f4c4d76f17a9fde68'
const asset = '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d'
const noop = () => {}

let server: TestWsServer
let feed: LiveFeed

function createFeed(options: Partial<LiveFeedOptions> = {}) {
  const logger = { warn: vi.fn(), error: vi.fn() }
  feed = createLiveFeed({ url: server.url, WebSocket, logger, closeDelay: 20, ...options })
  const states: ConnectionState[] = []
  feed.onStateChange((state) => states.push(state))
  return { feed, logger, states }
}

/** The frames the server got since the last call (ping marker excluded). */
let mark = 0
async function sent(): Promise<unknown[]> {
  const frames = await flush(feed.connection, server.latest, mark)
  mark = server.latest?.frames.length ?? 0
  return frames
}
const online = () => until(() => feed.state === 'online', 'the feed online')

beforeEach(async () => {
  server = await startWsServer()
  mark = 0
})

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  feed.connection.close()
  await server.close()
})

describe('subscriptions as server commands', () => {
  it('opens no socket before the first subscriber, then sends init and want', async () => {
    const { feed } = createFeed()
    expect(feed.state).toBe('idle')
    feed.subscribe({ type: 'data', name: 'blocks' }, noop)
    expect(feed.state).toBe('connecting')
    await online()
    expect(server.attempts).toBe(1)
    expect(await sent()).toEqual([init, { action: 'want', data: ['blocks'] }])
  })

  it('sends the union of the data names, sorted, as one want', async () => {
    createFeed()
    feed.subscribe({ type: 'data', name: 'stats' }, noop)
    feed.subscribe({ type: 'data', name: 'live-2h-chart' }, noop)
    feed.subscribe({ type: 'data', name: 'blocks' }, noop)
    await online()
    expect(await sent()).toEqual([
      init,
      { action: 'want', data: ['blocks', 'live-2h-chart', 'stats'] },
    ])
    feed.subscribe({ type: 'data', name: 'mempool-blocks' }, noop)
    const stop = feed.subscribe({ type: 'data', name: 'tomahawk' }, noop)
    stop()
    expect(await sent()).toEqual([
      { action: 'want', data: ['blocks', 'live-2h-chart', 'mempool-blocks', 'stats'] },
      { action: 'want', data: ['blocks', 'live-2h-chart', 'mempool-blocks', 'stats', 'tomahawk'] },
      { action: 'want', data: ['blocks', 'live-2h-chart', 'mempool-blocks', 'stats'] },
    ])
  })

  it('tracks one address with track-address and several with track-addresses', async () => {
    createFeed()
    feed.subscribe({ type: 'data', name: 'blocks' }, noop)
    const stop1 = feed.subscribe({ type: 'address', address: a1 }, noop)
    await online()
    expect((await sent()).slice(2)).toEqual([{ 'track-address': a1 }])
    const stop2 = feed.subscribe({ type: 'address', address: a2 }, noop)
    expect(await sent()).toEqual([{ 'track-address': 'stop' }, { 'track-addresses': [a1, a2] }])
    stop1()
    expect(await sent()).toEqual([{ 'track-addresses': [] }, { 'track-address': a2 }])
    stop2()
    expect(await sent()).toEqual([{ 'track-address': 'stop' }])
  })

  it('tracks one transaction with track-tx and watch-mempool, several with track-txs', async () => {
    createFeed()
    feed.subscribe({ type: 'data', name: 'blocks' }, noop)
    const stop1 = feed.subscribe({ type: 'transaction', txid: t1 }, noop)
    await online()
    expect((await sent()).slice(2)).toEqual([{ 'track-tx': t1, 'watch-mempool': true }])
    const stop2 = feed.subscribe({ type: 'transaction', txid: t2 }, noop)
    expect(await sent()).toEqual([
      { 'track-tx': 'stop', 'watch-mempool': true },
      { 'track-txs': [t1, t2] },
    ])
    stop1()
    expect(await sent()).toEqual([{ 'track-txs': [] }, { 'track-tx': t2, 'watch-mempool': true }])
    stop2()
    expect(await sent()).toEqual([{ 'track-tx': 'stop', 'watch-mempool': true }])
  })

  it('tracks one mempool block and stops it with -1', async () => {
    createFeed()
    feed.subscribe({ type: 'data', name: 'blocks' }, noop)
    const stop = feed.subscribe({ type: 'mempool-block', index: 3 }, noop)
    await online()
    expect((await sent()).slice(2)).toEqual([{ 'track-mempool-block': 3 }])
    expect(() => feed.subscribe({ type: 'mempool-block', index: 4 }, noop)).toThrow(
      InvalidParameterError,
    )
    stop()
    feed.subscribe({ type: 'mempool-block', index: 4 }, noop)
    expect(await sent()).toEqual([{ 'track-mempool-block': -1 }, { 'track-mempool-block': 4 }])
  })

  it('maps the rbf modes, the rbf summary and an asset', async () => {
    createFeed()
    const stopFull = feed.subscribe({ type: 'rbf', mode: 'fullRbf' }, noop)
    await online()
    expect(await sent()).toEqual([init, { 'track-rbf': 'fullRbf' }])
    const stopAll = feed.subscribe({ type: 'rbf', mode: 'all' }, noop)
    const stopSummary = feed.subscribe({ type: 'rbf-summary' }, noop)
    const stopAsset = feed.subscribe({ type: 'asset', assetId: asset }, noop)
    expect(() => feed.subscribe({ type: 'asset', assetId: t1 }, noop)).toThrow(
      InvalidParameterError,
    )
    expect(await sent()).toEqual([
      { 'track-rbf': 'all' },
      { 'track-rbf-summary': true },
      { 'track-asset': asset },
    ])
    stopAll()
    stopSummary()
    stopAsset()
    expect(await sent()).toEqual([
      { 'track-rbf': 'fullRbf' },
      { 'track-rbf-summary': false },
      { 'track-asset': 'stop' },
    ])
    stopFull()
    expect(await sent()).toEqual([{ 'track-rbf': 'stop' }])
  })

  it('shares one server subscription between subscribers; the last unsubscribe stops it', async () => {
    createFeed()
    feed.subscribe({ type: 'transaction', txid: t1 }, noop)
    const handlers = [vi.fn(), vi.fn()]
    const [first, second] = handlers.map((h) => feed.subscribe({ type: 'data', name: 'blocks' }, h))
    await until(() => handlers.every((h) => h.mock.calls.length === 1), 'the init blocks, twice')
    expect((await sent()).slice(1)).toEqual([
      { action: 'want', data: ['blocks'] },
      { 'track-tx': t1, 'watch-mempool': true },
    ])
    first?.()
    first?.()
    expect(await sent()).toEqual([])
    second?.()
    expect(await sent()).toEqual([{ action: 'want', data: [] }])
  })

  it('counts the same handler subscribed twice as two subscriptions', async () => {
    createFeed()
    const handler = vi.fn()
    const first = feed.subscribe({ type: 'data', name: 'blocks' }, handler)
    const second = feed.subscribe({ type: 'data', name: 'blocks' }, handler)
    await until(() => handler.mock.calls.length === 2, 'the init blocks, once per subscription')
    first()
    expect((await sent()).slice(2)).toEqual([])
    server.push({ block: liveBlock(837051) })
    await until(() => handler.mock.calls.length === 3, 'the next block')
    second()
    expect(await sent()).toEqual([{ action: 'want', data: [] }])
  })

  it('sends the stops of the last subscription before the socket closes', async () => {
    createFeed({ closeDelay: 60_000 })
    const stop = feed.subscribe({ type: 'mempool-block', index: 0 }, noop)
    await online()
    await sent()
    stop()
    expect(await sent()).toEqual([{ 'track-mempool-block': -1 }])
  })
})

describe('opening and closing', () => {
  const fake = () =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })

  it('closes the socket closeDelay after the last unsubscribe', async () => {
    fake()
    const { states } = createFeed({ closeDelay: 1_000 })
    const stop = feed.subscribe({ type: 'data', name: 'blocks' }, noop)
    await online()
    stop()
    vi.advanceTimersByTime(999)
    expect(feed.state).toBe('online')
    vi.advanceTimersByTime(1)
    expect(feed.state).toBe('idle')
    await until(() => server.latest?.closed === true, 'the server to see the close')
    expect(states).toEqual(['connecting', 'online', 'idle'])
  })

  it('keeps the socket when a subscriber comes back within closeDelay', async () => {
    fake()
    createFeed({ closeDelay: 1_000 })
    const stop = feed.subscribe({ type: 'data', name: 'blocks' }, noop)
    await online()
    stop()
    vi.advanceTimersByTime(999)
    feed.subscribe({ type: 'data', name: 'stats' }, noop)
    vi.advanceTimersByTime(10_000)
    expect(feed.state).toBe('online')
    expect((await sent()).at(-1)).toEqual({ action: 'want', data: ['stats'] })
    expect(server.connections).toHaveLength(1)
  })

  it('opens a new socket for a subscriber after the close, with init and its commands', async () => {
    createFeed({ closeDelay: 0 })
    feed.subscribe({ type: 'data', name: 'blocks' }, noop)()
    expect(feed.state).toBe('idle')
    feed.subscribe({ type: 'rbf-summary' }, noop)
    await online()
    expect(await sent()).toEqual([init, { 'track-rbf-summary': true }])
  })
})

describe('reconnecting', () => {
  it('sends init and every active subscription again on the new connection', async () => {
    const { states } = createFeed({ reconnectDelay: 10 })
    feed.subscribe({ type: 'data', name: 'stats' }, noop)
    feed.subscribe({ type: 'data', name: 'blocks' }, noop)
    feed.subscribe({ type: 'address', address: a1 }, noop)
    feed.subscribe({ type: 'address', address: a2 }, noop)
    const stopTx = feed.subscribe({ type: 'transaction', txid: t1 }, noop)
    feed.subscribe({ type: 'mempool-block', index: 0 }, noop)
    feed.subscribe({ type: 'rbf', mode: 'all' }, noop)
    feed.subscribe({ type: 'rbf-summary' }, noop)
    await online()
    const first = await sent()
    expect(first).toHaveLength(7)
    server.dropAll()
    await until(() => server.connections.length === 2 && feed.state === 'online', 'reconnected')
    mark = 0
    expect(await sent()).toEqual(first)
    expect(states).toEqual(['connecting', 'online', 'offline', 'reconnecting', 'online'])
    stopTx()
    expect(await sent()).toEqual([{ 'track-tx': 'stop', 'watch-mempool': true }])
  })
})

describe('errors', () => {
  it.each<[string, unknown]>([
    ['an unknown data name', { type: 'data', name: 'mempool-block' }],
    ['an inherited property as data name', { type: 'data', name: 'toString' }],
    ['an unknown topic type', { type: 'blocks' }],
    ['no topic', null],
    ['a short txid', { type: 'transaction', txid: 'abc' }],
    ['a bad address', { type: 'address', address: 'not an address' }],
    ['mempool block 8', { type: 'mempool-block', index: 8 }],
    ['mempool block -1', { type: 'mempool-block', index: -1 }],
    ['mempool block 1.5', { type: 'mempool-block', index: 1.5 }],
    ['an rbf mode stop', { type: 'rbf', mode: 'stop' }],
    ['an asset that is not hex', { type: 'asset', assetId: 'z'.repeat(64) }],
  ])('rejects %s with InvalidParameterError, opening nothing', (_, topic) => {
    createFeed()
    expect(() => feed.subscribe(topic as Topic, noop)).toThrow(InvalidParameterError)
    expect(feed.state).toBe('idle')
  })

  it('keeps calling the other handlers, and the connection, when a handler throws', async () => {
    const { logger } = createFeed()
    const failure = new Error('handler bug')
    const good = vi.fn()
    feed.subscribe({ type: 'data', name: 'blocks' }, () => {
      throw failure
    })
    feed.subscribe({ type: 'data', name: 'blocks' }, good)
    await until(() => good.mock.calls.length === 1, 'the init blocks')
    expect(logger.error).toHaveBeenCalledWith('Live feed subscriber failed', failure)
    server.push({ block: liveBlock(837051) })
    await until(() => good.mock.calls.length === 2, 'the next block')
    expect(feed.state).toBe('online')
    expect(server.connections).toHaveLength(1)
  })

  it('throws a clear error without a WebSocket implementation and keeps no subscription', async () => {
    vi.stubGlobal('WebSocket', undefined)
    const logger = { warn: vi.fn(), error: vi.fn() }
    feed = createLiveFeed({ url: server.url, logger, closeDelay: 20 })
    expect(() => feed.subscribe({ type: 'data', name: 'blocks' }, noop)).toThrow(
      /No WebSocket implementation: pass `WebSocket`/,
    )
    vi.stubGlobal('WebSocket', WebSocket)
    const stop = feed.subscribe({ type: 'rbf-summary' }, noop)
    await online()
    expect(await sent()).toEqual([init, { 'track-rbf-summary': true }])
    stop()
    await until(() => feed.state === 'idle', 'the feed closed after its last subscriber')
  })
})
