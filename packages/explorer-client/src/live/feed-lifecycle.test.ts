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
import type { TransactionsEvent } from './topics.js'

const lower = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const other = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const tx = liveTx(
  fixture('frontend-cypress/details_rbf/tx02_api_tx.json') as { weight: number; fee: number },
)

let server: TestWsServer
let feed: LiveFeed

beforeEach(async () => {
  server = await startWsServer()
  feed = createLiveFeed({
    url: server.url,
    WebSocket,
    logger: { warn: vi.fn(), error: vi.fn() },
    closeDelay: 60_000,
  })
})

afterEach(async () => {
  feed.close()
  await server.close()
})

const online = () => until(() => feed.state === 'online', 'online')

describe('feed.close', () => {
  it('drops every subscription and closes at once, whatever the close delay', async () => {
    const events: unknown[] = []
    feed.subscribe({ type: 'data', name: 'blocks' }, (e) => events.push(e))
    await online()
    const first = server.latest
    feed.close()
    expect(feed.state).toBe('idle')
    await until(() => first?.closed === true, 'the server to see the close')
    feed.subscribe({ type: 'data', name: 'stats' }, () => {})
    await until(
      () => server.connections.length === 2 && feed.state === 'online',
      'a new connection',
    )
    const frames = await flush(feed.connection, server.latest)
    expect(frames).toEqual([{ action: 'init' }, { action: 'want', data: ['stats'] }])
  })
})

describe('ordering', () => {
  it('sends init before anything a listener of the online state sends', async () => {
    feed.onStateChange((state) => {
      if (state === 'online') feed.connection.send({ 'track-rbf-summary': true })
    })
    feed.subscribe({ type: 'data', name: 'blocks' }, () => {})
    await online()
    const frames = await flush(feed.connection, server.latest)
    expect(frames[0]).toEqual({ action: 'init' })
  })
})

describe('addresses', () => {
  it('tracks bech32 addresses in the lowercase form the server keys them by', async () => {
    const events: TransactionsEvent[] = []
    feed.subscribe({ type: 'address', address: lower.toUpperCase() }, (e) => events.push(e))
    feed.subscribe({ type: 'address', address: other }, () => {})
    await online()
    const frames = await flush(feed.connection, server.latest)
    expect(frames).toContainEqual({ 'track-addresses': [lower, other] })
    server.push({
      'multi-address-transactions': {
        [lower]: { mempool: [tx], confirmed: [], removed: [] },
      },
    })
    await until(() => events.length === 1, 'the event')
    expect(events[0]).toEqual({ kind: 'mempool', transactions: [tx] })
  })
})

describe('refresh-blocks', () => {
  it('drops malformed block messages at the door and still asks for missed blocks', async () => {
    const heights: number[] = []
    feed.subscribe({ type: 'data', name: 'blocks' }, (e) => {
      if (e.key === 'block') heights.push(e.data.height)
    })
    await online()
    server.push({ block: liveBlock(100) })
    server.push({ block: {} })
    server.push({ blocks: null })
    server.push({ block: { ...liveBlock(101), height: -1 } })
    server.push({ block: liveBlock(103) })
    await until(
      () =>
        server.latest?.frames.some((f) => JSON.stringify(f) === '{"refresh-blocks":true}') === true,
      'refresh-blocks',
    )
    expect(heights).toEqual([100, 103])
  })
})
