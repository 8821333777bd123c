import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { flush, startWsServer, type TestWsServer, until } from '../../test/ws-server.js'
import { ExplorerError } from '../errors.js'
import { want } from './commands.js'
import {
  type Connection,
  type ConnectionOptions,
  type ConnectionState,
  createConnection,
} from './connection.js'
import type { ServerMessage } from './messages.js'

const retrying = 'WebSocket connection is not open. Retrying...'
const logger = () => ({ warn: vi.fn<(message: string) => void>(), error: vi.fn() })

let server: TestWsServer
let connection: Connection | undefined

/** A connection to the test server with a silent logger; its states and messages are recorded. */
function connect(options: Partial<ConnectionOptions> = {}) {
  const log = logger()
  connection = createConnection({ url: server.url, WebSocket, logger: log, ...options })
  const states: ConnectionState[] = []
  const messages: ServerMessage[] = []
  connection.onStateChange((state) => states.push(state))
  connection.onMessage((message) => messages.push(message))
  return { connection, log, states, messages }
}

beforeEach(async () => {
  server = await startWsServer()
})

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  connection?.close()
  connection = undefined
  await server.close()
})

describe('createConnection against a real server', () => {
  it('sends init first on open and goes connecting then online', async () => {
    const { connection, states } = connect()
    const opened = vi.fn(() => expect(server.latest?.frames).toHaveLength(0))
    connection.onOpen(opened)
    expect(connection.state).toBe('idle')
    connection.open()
    expect(connection.state).toBe('connecting')
    await until(() => server.latest?.frames.length === 1, 'the init frame')
    expect(server.latest?.frames).toEqual([{ action: 'init' }])
    expect(states).toEqual(['connecting', 'online'])
    expect(opened).toHaveBeenCalledOnce()
  })

  it('splits frames into one message per known key and skips unknown keys', async () => {
    const { connection, messages } = connect()
    connection.open()
    await until(() => messages.length === 11, 'the init answer')
    expect(messages.map((m) => m.key)).toEqual(Object.keys(server.init as object))
    server.push({ 'mempool-txids': { sequence: 1 }, vBytesPerSecond: 1500, pong: true })
    await until(() => messages.length === 13, 'two more messages')
    expect(messages.slice(11)).toEqual([
      { key: 'vBytesPerSecond', data: 1500 },
      { key: 'pong', data: true },
    ])
  })

  it('logs malformed frames and ignores them without dropping the connection', async () => {
    const { connection, log, messages, states } = connect()
    connection.open()
    await until(() => messages.length === 11, 'the init answer')
    for (const bad of ['not json', '[1,2]', 'null', '42', '"text"']) server.push(bad)
    server.push({ pong: true })
    await until(() => messages.length === 12, 'the pong after the bad frames')
    expect(log.warn).toHaveBeenCalledTimes(5)
    expect(log.warn.mock.calls.every(([m]) => m.startsWith('Live feed ignored a malformed'))).toBe(
      true,
    )
    expect(states).toEqual(['connecting', 'online'])
    expect(server.connections).toHaveLength(1)
  })

  it('reconnects after the server drops it, sending init on the new connection', async () => {
    const { connection, states } = connect({ reconnectDelay: 10 })
    connection.open()
    await until(() => connection.state === 'online', 'online')
    server.dropAll()
    await until(() => server.connections.length === 2 && connection.state === 'online', 'reconnect')
    await until(() => server.latest?.frames.length === 1, 'init again')
    expect(server.latest?.frames).toEqual([{ action: 'init' }])
    expect(states).toEqual(['connecting', 'online', 'offline', 'reconnecting', 'online'])
  })

  it('keeps retrying while the server refuses or is down, then gets back on the same port', async () => {
    const { connection, states } = connect({ reconnectDelay: 5, maxReconnectDelay: 20 })
    connection.open()
    await until(() => connection.state === 'online', 'online')
    server.refusing = true
    server.dropAll()
    await until(() => server.attempts >= 4, 'three refused attempts')
    server.refusing = false
    await until(() => server.connections.length === 2 && connection.state === 'online', 'back')
    expect(states.slice(0, 6)).toEqual([
      'connecting',
      'online',
      'offline',
      'reconnecting',
      'offline',
      'reconnecting',
    ])
    await server.stop()
    await until(() => states.filter((s) => s === 'offline').length >= 6, 'failed attempts')
    expect(connection.state).not.toBe('online')
    await server.start()
    await until(() => server.connections.length === 3 && connection.state === 'online', 'restart')
    expect(await flush(connection, server.latest)).toEqual([{ action: 'init' }])
  })

  it('pings after heartbeatInterval of silence, goes offline after heartbeatTimeout, reconnects', async () => {
    const { connection, states, messages } = connect({
      heartbeatInterval: 100,
      heartbeatTimeout: 50,
      reconnectDelay: 10,
    })
    connection.open()
    await until(() => messages.length === 11, 'the init answer')
    server.answering = false
    await until(() => server.connections.length === 2, 'a second connection')
    // init, then the pings: one unless a busy machine let a ping in before the server went silent.
    const [first, ...pings] = server.connections[0]?.frames ?? []
    expect(first).toEqual({ action: 'init' })
    expect(pings.length).toBeGreaterThan(0)
    expect(pings).toEqual(pings.map(() => ({ action: 'ping' })))
    await until(() => server.connections[0]?.closed === true, 'the dead connection closed')
    expect(states.slice(0, 4)).toEqual(['connecting', 'online', 'offline', 'reconnecting'])
  })

  it('keeps a connection whose server answers the pings', async () => {
    const { connection, states } = connect({ heartbeatInterval: 20, heartbeatTimeout: 1_000 })
    connection.open()
    const pings = () =>
      server.latest?.frames.filter((f) => JSON.stringify(f) === '{"action":"ping"}')
    await until(() => (pings()?.length ?? 0) >= 5, 'five pings')
    expect(server.connections).toHaveLength(1)
    expect(states).toEqual(['connecting', 'online'])
  })

  it('closes while the socket is still connecting without crashing Node', async () => {
    const created: WebSocket[] = []
    class Spy extends WebSocket {
      constructor(url: string) {
        super(url)
        created.push(this)
      }
    }
    const { connection, states } = connect({ WebSocket: Spy })
    connection.open()
    connection.close()
    expect(connection.state).toBe('idle')
    // `ws` emits 'error' then 'close' for a socket closed while connecting: without a handler, a crash.
    await new Promise((resolve) => created[0]?.once('close', resolve))
    expect(states).toEqual(['connecting', 'idle'])
    expect(created[0]?.readyState).toBe(WebSocket.CLOSED)
  })

  it('throws a clear error when there is no WebSocket implementation', () => {
    vi.stubGlobal('WebSocket', undefined)
    const connection = createConnection({ url: server.url })
    expect(() => connection.open()).toThrow(ExplorerError)
    expect(() => connection.open()).toThrow(/No WebSocket implementation: pass `WebSocket`/)
    expect(connection.state).toBe('idle')
  })
})

describe('send retry (fake timers; real I/O still runs)', () => {
  const fake = () =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })

  it('retries every 5 s, three times, then gives up', () => {
    fake()
    const { connection, log } = connect()
    connection.send(want(['blocks']))
    expect(log.warn.mock.calls).toEqual([[retrying]])
    vi.advanceTimersByTime(4_999)
    expect(log.warn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(log.warn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(5_000)
    expect(log.warn.mock.calls).toEqual([[retrying], [retrying], [retrying]])
    expect(log.error).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5_000)
    expect(log.error.mock.calls).toEqual([['Max retry count reached']])
    vi.advanceTimersByTime(60_000)
    expect(log.warn).toHaveBeenCalledTimes(3)
    expect(log.error).toHaveBeenCalledOnce()
  })

  it('sends the command when the socket opens during the retries', async () => {
    fake()
    const { connection, log } = connect()
    connection.send(want(['blocks']))
    connection.open()
    await until(() => connection.state === 'online', 'online')
    vi.advanceTimersByTime(5_000)
    expect(await flush(connection, server.latest)).toEqual([
      { action: 'init' },
      { action: 'want', data: ['blocks'] },
    ])
    vi.advanceTimersByTime(20_000)
    expect(log.warn.mock.calls).toEqual([[retrying]])
    expect(log.error).not.toHaveBeenCalled()
  })

  it('drops pending retries on close', () => {
    fake()
    const { connection, log } = connect()
    connection.send(want(['blocks']))
    connection.close()
    vi.advanceTimersByTime(60_000)
    expect(log.warn).toHaveBeenCalledOnce()
    expect(log.error).not.toHaveBeenCalled()
  })
})
