import type { RawData, WebSocket } from 'ws'
import type { MempoolChange } from './ws-change.js'
import type { ClientCommand, DataName, StratumSubscription } from './ws-commands.js'
import { parseCommands } from './ws-commands.js'
import type { CpfpWatch } from './ws-cpfp.js'
import type { Part } from './ws-frame.js'
import type { HubClient, SessionHub } from './ws-live-hub.js'

/** The real server's limits (section B 2.1). */
export const limits = {
  /** A bigger client frame terminates the connection. */
  frameBytes: 50_000,
  /** More frames than this within `window` ms close it. */
  frames: 100,
  window: 10_000,
  /** A client that lets this much pile up unsent is terminated. */
  sendBuffer: 10_000_000,
} as const

export interface TrackedTxState extends CpfpWatch {
  txid: string
  watchMempool: boolean
  /** Watching for the transaction to appear in the mempool, to push it as `tx`. */
  awaiting: boolean
}

/** What one connection subscribed to. */
export interface Subscriptions {
  want: Set<DataName>
  trackTx: TrackedTxState | undefined
  /** Tracked txids, each with the CPFP figures the client last got. */
  trackTxs: Map<string, CpfpWatch> | undefined
  address: string | undefined
  addresses: Set<string> | undefined
  /** scriptPubKeys, lowercase hex. */
  scriptPubKeys: Set<string> | undefined
  mempoolBlock: number | undefined
  rbf: 'all' | 'fullRbf' | undefined
  rbfSummary: boolean
  mempoolTxids: boolean
  mempool: boolean
  accelerations: boolean
  wallet: string | undefined
  stratum: StratumSubscription | undefined
  /** Kept as mempool keeps it; simnet has no donation service to confirm one. */
  donation: string | undefined
  /** `track-asset` (Liquid): an asset id, lowercase hex. */
  asset: string | undefined
}

const text = (data: RawData): string =>
  (Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data)
  ).toString('utf8')
const byteLength = (data: RawData): number =>
  Array.isArray(data) ? data.reduce((n, b) => n + b.byteLength, 0) : data.byteLength

/**
 * One websocket connection of any network: enforces the limits, has its hub apply the client's commands
 * (queued until the network's chain is ready) and sends what the hub pushes for its subscriptions.
 */
export class Session<Change = MempoolChange> implements HubClient<Change> {
  readonly subscriptions: Subscriptions = {
    want: new Set(),
    trackTx: undefined,
    trackTxs: undefined,
    address: undefined,
    addresses: undefined,
    scriptPubKeys: undefined,
    mempoolBlock: undefined,
    rbf: undefined,
    rbfSummary: false,
    mempoolTxids: false,
    mempool: false,
    accelerations: false,
    wallet: undefined,
    stratum: undefined,
    donation: undefined,
    asset: undefined,
  }
  private readonly socket: WebSocket
  private hub: SessionHub<Change> | undefined
  private queue: ClientCommand[][] = []
  /** Arrival times (ms) of the last `limits.frames` frames. */
  private readonly arrivals: number[] = []

  constructor(socket: WebSocket, hub: Promise<SessionHub<Change>>) {
    this.socket = socket
    socket.on('message', (data) => this.receive(data))
    socket.on('close', () => this.hub?.remove(this))
    socket.on('error', () => socket.terminate())
    hub.then(
      (ready) => {
        if (socket.readyState !== socket.OPEN) return
        this.hub = ready
        ready.add(this)
        for (const commands of this.queue.splice(0)) this.apply(ready, commands)
      },
      () => socket.close(1011, 'Network unavailable'),
    )
  }

  get wantsStatistics(): boolean {
    return this.subscriptions.want.has('live-2h-chart')
  }

  private receive(data: RawData): void {
    if (byteLength(data) > limits.frameBytes) {
      this.socket.terminate()
      return
    }
    if (this.tooFast()) {
      this.close(1008, 'Too many messages')
      return
    }
    let frame: unknown
    try {
      frame = JSON.parse(text(data))
    } catch {
      this.close(1007, 'Invalid JSON')
      return
    }
    const commands = parseCommands(frame)
    if (this.hub) this.apply(this.hub, commands)
    else this.queue.push(commands)
  }

  private apply(hub: SessionHub<Change>, commands: ClientCommand[]): void {
    try {
      hub.reply(this, commands)
    } catch (error) {
      console.error('simnet: websocket command failed', error)
      this.close(1011, 'Internal error')
    }
  }

  /** True when this frame is one more than `limits.frames` within `limits.window`. */
  private tooFast(): boolean {
    const now = Date.now()
    this.arrivals.push(now)
    if (this.arrivals.length <= limits.frames) return false
    return now - (this.arrivals.shift() ?? now) < limits.window
  }

  /** Sends one frame, from parts or already serialised. Nothing is sent on a closing socket. */
  send(frame: readonly Part[] | Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN || !this.hub) return
    if (this.socket.bufferedAmount > limits.sendBuffer) {
      this.socket.terminate()
      return
    }
    const bytes = Buffer.isBuffer(frame) ? frame : this.hub.state.frames.frame(frame)
    this.socket.send(bytes, { binary: false })
  }

  close(code: number, reason: string): void {
    this.hub?.remove(this)
    this.socket.close(code, reason)
  }

  pushUpdate(change: Change): void {
    if (!this.hub) return
    try {
      for (const frame of this.hub.updateFrames(this.subscriptions, change)) this.send(frame)
    } catch (error) {
      console.error('simnet: websocket push failed', error)
      this.close(1011, 'Internal error')
    }
  }

  pushStatistic(row: Part): void {
    this.send([row])
  }
}
