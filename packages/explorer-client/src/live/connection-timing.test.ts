import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type Connection,
  type ConnectionOptions,
  createConnection,
  type SocketLike,
} from './connection.js'

// The spec's own numbers (30 s heartbeat, 5 s timeout, backoff steps) shown with fake timers and a socket
// the test drives by hand.

const init = { action: 'init' }
const ping = { action: 'ping' }

class FakeSocket implements SocketLike {
  static created: FakeSocket[] = []
  readyState = 0
  readonly sent: unknown[] = []
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  onerror: SocketLike['onerror'] = null

  constructor(readonly url: string) {
    FakeSocket.created.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.readyState = 3
  }
  accept() {
    this.readyState = 1
    this.onopen?.({})
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  fail() {
    this.readyState = 3
    this.onerror?.({})
    this.onclose?.({})
  }
}

const sockets = FakeSocket.created
const latest = () => {
  const socket = sockets.at(-1)
  if (!socket) throw new Error('no socket was created')
  return socket
}
let connection: Connection | undefined

function connect(options: Partial<ConnectionOptions> = {}) {
  connection = createConnection({
    url: 'ws://example.invalid/api/v1/ws',
    WebSocket: FakeSocket,
    logger: { warn: vi.fn(), error: vi.fn() },
    ...options,
  })
  connection.open()
  return connection
}

/** Fails the newest socket and checks that the next attempt comes exactly `delay` ms later. */
function expectRetryAfter(delay: number) {
  const count = sockets.length
  latest().fail()
  expect(connection?.state).toBe('offline')
  vi.advanceTimersByTime(delay - 1)
  expect(sockets).toHaveLength(count)
  vi.advanceTimersByTime(1)
  expect(sockets).toHaveLength(count + 1)
  expect(connection?.state).toBe('reconnecting')
}

beforeEach(() => {
  vi.useFakeTimers()
  sockets.length = 0
})

afterEach(() => {
  connection?.close()
  connection = undefined
  vi.useRealTimers()
})

describe('heartbeat with the default timings', () => {
  it('pings after 30 s of silence and drops the connection 5 s later', () => {
    const connection = connect({ random: () => 1 })
    latest().accept()
    expect(latest().sent).toEqual([init])
    vi.advanceTimersByTime(29_999)
    expect(latest().sent).toEqual([init])
    vi.advanceTimersByTime(1)
    expect(latest().sent).toEqual([init, ping])
    vi.advanceTimersByTime(4_999)
    expect(connection.state).toBe('online')
    vi.advanceTimersByTime(1)
    expect(connection.state).toBe('offline')
    expect(latest().readyState).toBe(3)
    vi.advanceTimersByTime(1_000)
    expect(sockets).toHaveLength(2)
    latest().accept()
    expect(latest().sent).toEqual([init])
    expect(connection.state).toBe('online')
  })

  it('counts any message as life: the silence is measured from the last one', () => {
    const connection = connect()
    latest().accept()
    vi.advanceTimersByTime(20_000)
    latest().receive({ vBytesPerSecond: 1000 })
    vi.advanceTimersByTime(29_999)
    expect(latest().sent).toEqual([init])
    vi.advanceTimersByTime(1)
    expect(latest().sent).toEqual([init, ping])
    vi.advanceTimersByTime(4_999)
    latest().receive({ pong: true })
    vi.advanceTimersByTime(10_000)
    expect(connection.state).toBe('online')
    vi.advanceTimersByTime(20_000)
    expect(latest().sent).toEqual([init, ping, ping])
    expect(sockets).toHaveLength(1)
  })
})

describe('reconnect backoff', () => {
  it.each([
    ['the full ceiling', () => 1, [100, 200, 400, 800, 1_000, 1_000]],
    ['half the ceiling', () => 0, [50, 100, 200, 400, 500, 500]],
    ['three quarters', () => 0.5, [75, 150, 300, 600, 750, 750]],
  ])('doubles from reconnectDelay up to maxReconnectDelay (jitter: %s)', (_, random, delays) => {
    connect({ reconnectDelay: 100, maxReconnectDelay: 1_000, random })
    for (const delay of delays) expectRetryAfter(delay)
  })

  it('defaults to 1 s doubling up to 30 s', () => {
    connect({ random: () => 1 })
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
      expectRetryAfter(delay)
  })

  it('starts again from reconnectDelay once a reopened server has answered', () => {
    connect({ reconnectDelay: 100, random: () => 1 })
    expectRetryAfter(100)
    expectRetryAfter(200)
    latest().accept()
    latest().receive({ pong: true })
    expectRetryAfter(100)
  })

  it('keeps growing the delay for a server that accepts and drops before saying anything', () => {
    connect({ reconnectDelay: 100, random: () => 1 })
    expectRetryAfter(100)
    expectRetryAfter(200)
    latest().accept()
    expectRetryAfter(400)
  })

  it('stops retrying on close', () => {
    const connection = connect({ reconnectDelay: 100 })
    latest().fail()
    connection.close()
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
    expect(connection.state).toBe('idle')
  })
})
