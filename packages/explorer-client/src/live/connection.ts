import { ExplorerError } from '../errors.js'
import { backoffDelay } from '../transport/retry.js'
import { type Command, ping } from './commands.js'
import { createEmitter } from './emitter.js'
import { parseFrame, type ServerMessage } from './messages.js'

/**
 * `idle`: closed because nothing needs it. `connecting`: first attempt. `online`: open. `offline`: dropped
 * (or silent past the heartbeat), waiting to retry. `reconnecting`: a retry is under way.
 */
export type ConnectionState = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline'

/**
 * An event handler property, checked bivariantly (method syntax) so that the browser's and the `ws` package's
 * handler types, whose event parameters are more specific, fit.
 */
type EventHandler<E> = { handle(event: E): void }['handle'] | null

/** The part of the WebSocket interface the feed uses: the browser's and the `ws` package's both fit. */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: EventHandler<unknown>
  onmessage: EventHandler<{ data: unknown }>
  onclose: EventHandler<unknown>
  onerror: EventHandler<unknown>
}

export type WebSocketConstructor = new (url: string) => SocketLike

export interface Logger {
  warn(message: string): void
  error(message: string, error?: unknown): void
}

export interface ConnectionOptions {
  /** The socket URL: `client.wsUrl`. */
  url: string
  /**
   * The WebSocket class. Default: `globalThis.WebSocket`, looked up when the socket opens (browsers, Node 22+).
   * In Node 20 pass the `ws` package's `WebSocket`.
   */
  WebSocket?: WebSocketConstructor
  /** Default: `console`. */
  logger?: Logger
  /** Silence (ms) after which a ping is sent. Default 30 000. */
  heartbeatInterval?: number
  /** Wait (ms) for any answer to that ping before the connection counts as dead. Default 5 000. */
  heartbeatTimeout?: number
  /** First reconnect delay (ms), doubling each failed attempt. Default 1 000. */
  reconnectDelay?: number
  /** Cap of the reconnect delay (ms). Default 30 000. */
  maxReconnectDelay?: number
  /** Source of randomness for the reconnect jitter. */
  random?: () => number
}

export interface Connection {
  readonly url: string
  readonly state: ConnectionState
  /** Opens the socket (and keeps it open, reconnecting, until `close`). No-op when already open. */
  open(): void
  /** Closes the socket for good (state `idle`) and drops pending sends. */
  close(): void
  /**
   * Sends a command. When the socket is not open the send is retried every 5 s, at most 3 times, each retry
   * logging `WebSocket connection is not open. Retrying...`, then abandoned with `Max retry count reached`.
   */
  send(command: Command): void
  /** Every server message, one per key of each frame. */
  onMessage(listener: (message: ServerMessage) => void): () => void
  /** Called after every (re)open, once `init` is sent: the place to replay subscriptions. */
  onOpen(listener: () => void): () => void
  onStateChange(listener: (state: ConnectionState) => void): () => void
}

const OPEN = 1
const sendRetryInterval = 5_000
const sendRetryMax = 3

/** Creates the live-feed connection: init on open, heartbeat, reconnect with jittered backoff. */
export function createConnection(options: ConnectionOptions): Connection {
  const logger = options.logger ?? console
  const heartbeatInterval = options.heartbeatInterval ?? 30_000
  const heartbeatTimeout = options.heartbeatTimeout ?? 5_000
  const retryDelays = {
    baseDelay: options.reconnectDelay ?? 1_000,
    maxDelay: options.maxReconnectDelay ?? 30_000,
  }
  const random = options.random ?? Math.random
  const report = (error: unknown) => logger.error('Live feed listener failed', error)
  const messages = createEmitter<ServerMessage>(report)
  const opens = createEmitter<void>(report)
  // A message that fails its check is dropped, once logged; the rest of its frame is delivered.
  const refused = (error: ExplorerError) => logger.error('Live feed dropped a message', error)
  const states = createEmitter<ConnectionState>(report)

  let state: ConnectionState = 'idle'
  let socket: SocketLike | undefined
  let failures = 0
  let heartbeat: ReturnType<typeof setTimeout> | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  const pendingSends = new Set<ReturnType<typeof setTimeout>>()

  const setState = (next: ConnectionState) => {
    if (next === state) return
    state = next
    states.emit(next)
  }

  const armHeartbeat = () => {
    clearTimeout(heartbeat)
    heartbeat = setTimeout(() => {
      write(ping())
      heartbeat = setTimeout(() => drop('no answer to ping'), heartbeatTimeout)
    }, heartbeatInterval)
  }

  const write = (command: Command): boolean => {
    if (socket?.readyState !== OPEN) return false
    socket.send(JSON.stringify(command))
    return true
  }

  const detach = () => {
    clearTimeout(heartbeat)
    const old = socket
    socket = undefined
    if (!old) return
    old.onopen = old.onmessage = old.onclose = null
    // Keep an error handler: `ws` throws an 'error' event that has no listener (closing while connecting).
    old.onerror = () => {}
    try {
      old.close()
    } catch {
      // Closing a socket that never opened may throw; it is gone either way.
    }
  }

  /** The socket died or went silent: show offline, then retry after a jittered, capped, doubling delay. */
  const drop = (reason: string) => {
    detach()
    setState('offline')
    const delay = backoffDelay(failures++, retryDelays, random)
    logger.warn(
      `Live feed connection lost (${reason}); reconnecting in ${Math.round(delay / 100) / 10} s`,
    )
    reconnectTimer = setTimeout(() => connect('reconnecting'), delay)
  }

  const connect = (attemptState: ConnectionState) => {
    reconnectTimer = undefined
    const Ctor = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
    if (!Ctor) {
      throw new ExplorerError(
        'No WebSocket implementation: pass `WebSocket` (in Node 20, from ws).',
      )
    }
    setState(attemptState)
    let ws: SocketLike
    try {
      ws = new Ctor(options.url)
    } catch (error) {
      if (attemptState === 'connecting') {
        setState('idle')
        throw error
      }
      return drop(error instanceof Error ? error.message : String(error))
    }
    socket = ws
    ws.onopen = () => {
      // init first, so that a listener reacting to 'online' cannot send ahead of it.
      write({ action: 'init' })
      setState('online')
      armHeartbeat()
      opens.emit()
    }
    ws.onmessage = (event) => {
      // Backoff restarts only once the server has said something: a server that accepts and drops at
      // once keeps the growing delay.
      failures = 0
      armHeartbeat()
      let parsed: ServerMessage[]
      try {
        parsed = parseFrame(decode(event.data), refused, options.url)
      } catch (error) {
        logger.warn(
          `Live feed ignored a malformed message: ${error instanceof Error ? error.message : error}`,
        )
        return
      }
      for (const message of parsed) messages.emit(message)
    }
    ws.onclose = () => drop('closed')
    ws.onerror = () => drop('error')
  }

  const trySend = (command: Command, retry: number) => {
    if (write(command)) return
    if (retry >= sendRetryMax) {
      logger.error('Max retry count reached')
      return
    }
    logger.warn('WebSocket connection is not open. Retrying...')
    const timer = setTimeout(() => {
      pendingSends.delete(timer)
      trySend(command, retry + 1)
    }, sendRetryInterval)
    pendingSends.add(timer)
  }

  return {
    url: options.url,
    get state() {
      return state
    },
    open() {
      if (state === 'idle') connect('connecting')
    },
    close() {
      clearTimeout(reconnectTimer)
      for (const timer of pendingSends) clearTimeout(timer)
      pendingSends.clear()
      detach()
      failures = 0
      setState('idle')
    },
    send: (command) => trySend(command, 0),
    onMessage: messages.on,
    onOpen: opens.on,
    onStateChange: states.on,
  }
}

function decode(data: unknown): string {
  if (typeof data === 'string') return data
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    return new TextDecoder().decode(data as ArrayBuffer)
  }
  throw new Error('unsupported message data')
}
