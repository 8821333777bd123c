import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import { type WebSocket, WebSocketServer } from 'ws'
import { fixture } from './fixtures.js'

/** The real `init` answer of mempool.space (block 837,043 to 837,050, March 2024). */
export const initFixture = fixture('frontend-cypress/mainnet_mempoolInfo.json') as Record<
  string,
  unknown
>

const recordedBlock = (
  fixture('frontend-cypress/details_rbf/tx02_ws_block.json') as { block: Record<string, unknown> }
).block

/** A block as mempool pushes it (the recorded `block` of 890,448), at `height`. */
export const liveBlock = (height: number) => ({ ...recordedBlock, height })

/**
 * A REST transaction as mempool pushes it on the websocket: with `TransactionExtended`'s fields
 * (transaction-utils.ts extendTransaction).
 */
export function liveTx<T extends { weight: number; fee: number }>(tx: T) {
  const vsize = tx.weight / 4
  return {
    ...tx,
    vsize: Math.ceil(vsize),
    feePerVsize: tx.fee / vsize,
    effectiveFeePerVsize: tx.fee / vsize,
  }
}

/** One client connection as the server saw it. */
export interface ClientConnection {
  readonly socket: WebSocket
  /** Every frame the client sent, parsed (a frame that is not JSON is kept as its text). */
  readonly frames: unknown[]
  /** True once the socket is closed, from either side. */
  closed: boolean
}

export interface TestWsServer {
  /** `ws://127.0.0.1:<port>/api/v1/ws` */
  readonly url: string
  readonly port: number
  /** Every accepted connection, oldest first. */
  readonly connections: ClientConnection[]
  /** Upgrade requests seen, refused ones included. */
  readonly attempts: number
  /** When false the server records frames but answers nothing (no init answer, no pong). Default true. */
  answering: boolean
  /** When true new upgrades are answered `503` and closed. Default false. */
  refusing: boolean
  /** The `init` answer. Default: {@link initFixture}. */
  init: unknown
  /** The newest connection. */
  readonly latest: ClientConnection | undefined
  /** Sends a frame (an object is serialised, a string sent as is) to one client or every open one. */
  push(frame: unknown, to?: ClientConnection): void
  /** Cuts every open connection without a close handshake (what a dying server or network does). */
  dropAll(): void
  /** Stops listening and drops every connection: new attempts get `ECONNREFUSED`. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
  close(): Promise<void>
}

export const wsPath = '/api/v1/ws'

/** Starts a websocket server on 127.0.0.1 (port 0) at `/api/v1/ws` that records what clients send. */
export async function startWsServer(): Promise<TestWsServer> {
  const wss = new WebSocketServer({ noServer: true })
  const http = createServer((_req, res) => res.writeHead(404).end())
  const sockets = new Set<Socket>()
  const connections: ClientConnection[] = []
  let attempts = 0
  let port = 0

  http.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  http.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    attempts++
    if (req.url !== wsPath || server.refusing) {
      const status = req.url === wsPath ? '503 Service Unavailable' : '404 Not Found'
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws))
  })

  const accept = (socket: WebSocket) => {
    const connection: ClientConnection = { socket, frames: [], closed: false }
    connections.push(connection)
    socket.on('close', () => {
      connection.closed = true
    })
    socket.on('error', () => {})
    socket.on('message', (data) => {
      const text = String(data)
      let frame: unknown
      try {
        frame = JSON.parse(text)
      } catch {
        frame = text
      }
      connection.frames.push(frame)
      if (!server.answering || typeof frame !== 'object' || frame === null) return
      const action = (frame as { action?: unknown }).action
      if (action === 'init') socket.send(JSON.stringify(server.init))
      if (action === 'ping') socket.send(JSON.stringify({ pong: true }))
    })
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      http.once('error', reject)
      http.listen(port, '127.0.0.1', () => {
        http.off('error', reject)
        port = (http.address() as AddressInfo).port
        resolve()
      })
    })

  const dropAll = () => {
    for (const { socket } of connections) socket.terminate()
  }

  const stop = () =>
    new Promise<void>((resolve) => {
      dropAll()
      for (const socket of sockets) socket.destroy()
      if (!http.listening) return resolve()
      http.close(() => resolve())
    })

  const server: TestWsServer = {
    get url() {
      return `ws://127.0.0.1:${port}${wsPath}`
    },
    get port() {
      return port
    },
    connections,
    get attempts() {
      return attempts
    },
    answering: true,
    refusing: false,
    init: initFixture,
    get latest() {
      return connections.at(-1)
    },
    push(frame, to) {
      const text = typeof frame === 'string' ? frame : JSON.stringify(frame)
      for (const connection of to ? [to] : connections) {
        if (!connection.closed) connection.socket.send(text)
      }
    },
    dropAll,
    stop,
    start: listen,
    async close() {
      await stop()
      wss.close()
    },
  }
  await listen()
  return server
}

/**
 * Waits until `condition` holds, checking on every turn of the event loop (`setImmediate`, which the
 * tests' fake timers leave alone). Fails after `timeout` ms of real time.
 */
export async function until(
  condition: () => boolean,
  what = 'condition',
  timeout = 5_000,
): Promise<void> {
  const start = performance.now()
  while (!condition()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`)
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

/**
 * Sends a `ping` through `client` and waits until the server has it: every frame the client sent before has
 * arrived too. Returns the frames that came after the first `mark` ones, that ping excluded.
 */
export async function flush(
  client: { send(command: { action: 'ping' }): void },
  connection: ClientConnection | undefined,
  mark = 0,
): Promise<unknown[]> {
  if (!connection) throw new Error('no connection to flush')
  const before = connection.frames.length
  client.send({ action: 'ping' })
  await until(
    () => connection.frames.length > before && isPing(connection.frames.at(-1)),
    'the ping',
  )
  return connection.frames.slice(mark, -1)
}

const isPing = (frame: unknown) =>
  typeof frame === 'object' && frame !== null && (frame as { action?: unknown }).action === 'ping'
