import { ArrivalRate } from './arrival-rate.js'
import type { ClientCommand } from './ws-commands.js'
import { type FrameCache, type Part, part } from './ws-frame.js'
import type { Session, Subscriptions } from './ws-session.js'
import {
  addTo,
  type CountedTx,
  type MempoolTotals,
  mempoolTotals,
  statisticRow,
} from './ws-stats.js'

export interface HubOptions {
  /** Least ms between two mempool updates: pushes reach a client at most this often. Default 1 000. */
  updateInterval: number
  /** ms between two `live-2h-chart` rows. Default 60 000. */
  statisticsInterval: number
  /** How many addresses `track-addresses` accepts. Default 10. */
  maxTrackedAddresses: number
}

/** A connection as the hub sees it. */
export interface HubClient<Change> {
  readonly wantsStatistics: boolean
  pushUpdate(change: Change): void
  pushStatistic(row: Part): void
}

/** What a session needs of its network's hub: the same for Bitcoin and Liquid. */
export interface SessionHub<Change> {
  /** The current update's serialised parts and frames. */
  readonly state: { readonly frames: FrameCache }
  add(client: HubClient<Change>): void
  remove(client: HubClient<Change>): void
  /** Answers the commands of one client frame. */
  reply(session: Session<Change>, commands: ClientCommand[]): void
  /** The frames an update brings a client with these subscriptions. */
  updateFrames(subs: Subscriptions, change: Change): Part[][]
}

/** A connected block and its transactions, coinbase first. */
export interface Connected<Tx, Block> {
  block: Block
  confirmed: Tx[]
}

/** What the chain announced since the last update. */
export interface PendingEvents<Tx, Block> {
  /** Transactions that entered the mempool, in arrival order. */
  arrived: Tx[]
  /** Transactions a replacement took out of the mempool. */
  evicted: Tx[]
  /** Blocks connected, oldest first. */
  blocks: Connected<Tx, Block>[]
}

/** Adding or taking out a listener of a chain's `tx` and `block` events. */
type ChainListener<Tx, Block> = {
  (event: 'tx', listener: (record: Tx) => void): unknown
  (event: 'block', listener: (block: Block, confirmed: Tx[]) => void): unknown
}

/** What a hub reads of its chain, whichever network's. */
export interface LiveChain<Tx, Block> {
  readonly mempool: ReadonlyMap<string, Tx>
  readonly txs: ReadonlyMap<string, Tx>
  readonly tip: { readonly height: number; readonly txids: readonly string[] }
  readonly events: { on: ChainListener<Tx, Block>; off: ChainListener<Tx, Block> }
}

/** What the hub reads of an update's change to keep its mempool sums. */
export interface CountedChange<Tx> {
  readonly added: readonly Tx[]
  readonly confirmedPending: readonly Tx[]
  /** Left unconfirmed (a network without replacements has none). */
  readonly removed?: readonly Tx[]
}

/** How many recent arrivals `transactions` lists. */
const latestCount = 6

/** The newest mempool arrivals (newest first), or before any, the last transactions of the tip block. */
function recentTransactions<Tx>(chain: {
  readonly mempool: ReadonlyMap<string, Tx>
  readonly txs: ReadonlyMap<string, Tx>
  readonly tip: { readonly txids: readonly string[] }
}): Tx[] {
  const pending = [...chain.mempool.values()]
  const source = pending.length
    ? pending
    : chain.tip.txids
        .slice(1)
        .map((txid) => chain.txs.get(txid))
        .filter((r): r is Tx => r !== undefined)
  return source.slice(-latestCount).reverse()
}

const noEvents = <Tx, Block>(): PendingEvents<Tx, Block> => ({
  arrived: [],
  evicted: [],
  blocks: [],
})

/**
 * The live side of one network, whatever its chain: listens to the chain, folds what it announces into
 * updates (at most one per `updateInterval`, a new block at once) whose projection, change and
 * serialised state are computed once and handed to every connection, keeps the mempool sums, samples
 * the arrival rate and pushes `live-2h-chart` rows. Without connections it idles (no updates) and
 * starts again from the chain when the next one comes. A network's hub says how to project its
 * mempool (`project`), what an update changed (`change`), how its state serialises (`stateOf`) and
 * what its clock reads (`now`).
 */
export abstract class LiveHub<
  Sim extends { readonly chain: LiveChain<Tx, Block> },
  Tx extends CountedTx & { readonly firstSeen: number },
  Block,
  Change extends CountedChange<Tx>,
  Projected extends { rateOf(txid: string): number | undefined },
  State,
> {
  readonly sim: Sim
  readonly chain: Sim['chain']
  readonly options: HubOptions
  sequence = 0
  /** The newest arrivals, newest first. */
  latestArrivals: Tx[]
  vBytesPerSecond = 0
  /** What the network's rates are multiplied by before banding them in statistics rows (10 on Liquid). */
  protected readonly rateScale: number = 1
  projection: Projected
  totals: MempoolTotals
  state: State
  private readonly clients = new Set<HubClient<Change>>()
  private events: PendingEvents<Tx, Block> = noEvents()
  private idle = false
  private readonly arrivalRate: ArrivalRate
  private timer: NodeJS.Timeout | undefined
  private lastUpdate = 0
  private readonly statisticsTimer: NodeJS.Timeout

  constructor(sim: Sim, options: HubOptions) {
    this.sim = sim
    this.chain = sim.chain
    this.options = options
    this.arrivalRate = new ArrivalRate(this.now())
    this.projection = this.project()
    this.totals = mempoolTotals(this.chain)
    this.latestArrivals = recentTransactions(this.chain)
    this.state = this.stateOf()
    this.chain.events.on('tx', this.onTx)
    this.chain.events.on('block', this.onBlock)
    this.statisticsTimer = setInterval(() => this.pushStatistics(), options.statisticsInterval)
    this.statisticsTimer.unref()
  }

  /** Unix seconds on the network's clock (its live simulation's, else its tip's time). */
  abstract now(): number

  /** The mempool's projected blocks now. */
  protected abstract project(): Projected

  /** The serialised state of the hub as it is now (built lazily by whoever asks). */
  protected abstract stateOf(): State

  /** What changed between the last update's projection and this one's, from the chain's events. */
  protected abstract change(
    before: Projected,
    after: Projected,
    events: PendingEvents<Tx, Block>,
  ): Change

  add(client: HubClient<Change>): void {
    if (this.idle) this.wake()
    this.clients.add(client)
  }

  remove(client: HubClient<Change>): void {
    this.clients.delete(client)
    if (this.clients.size === 0) this.sleep()
  }

  /** Stops listening, every timer, and forgets the clients. */
  dispose(): void {
    this.chain.events.off('tx', this.onTx)
    this.chain.events.off('block', this.onBlock)
    clearTimeout(this.timer)
    clearInterval(this.statisticsTimer)
    this.clients.clear()
  }

  private readonly onTx = (record: Tx) => this.arrived(record)
  private readonly onBlock = (block: Block, confirmed: Tx[]) => this.connected(block, confirmed)

  /** A transaction entered the mempool. */
  private arrived(record: Tx): void {
    this.arrivalRate.add(record.firstSeen, record.vsize, this.now())
    this.latestArrivals = [record, ...this.latestArrivals.slice(0, latestCount - 1)]
    if (this.idle) return
    this.events.arrived.push(record)
    this.schedule(false)
  }

  /** A block connected: pushed at once. */
  private connected(block: Block, confirmed: Tx[]): void {
    if (this.idle) return
    this.events.blocks.push({ block, confirmed })
    this.schedule(true)
  }

  /** Transactions left the mempool unconfirmed (replaced). */
  protected evicted(records: readonly Tx[]): void {
    if (!this.idle) this.events.evicted.push(...records)
  }

  /** Nobody listens: no more updates until someone does. */
  private sleep(): void {
    this.idle = true
    clearTimeout(this.timer)
    this.timer = undefined
    this.events = noEvents()
  }

  /** Starts again from the chain as it is now (projection, sums and state); the sequence goes on. */
  private wake(): void {
    this.idle = false
    this.sequence++
    this.projection = this.project()
    this.totals = mempoolTotals(this.chain)
    this.state = this.stateOf()
  }

  /** Folds what happened since the last update into the projection, sums and state. */
  private update(events: PendingEvents<Tx, Block>): Change {
    const before = this.projection
    this.projection = this.project()
    const change = this.change(before, this.projection, events)
    for (const record of change.added) addTo(this.totals, record, 1)
    for (const record of change.removed ?? []) addTo(this.totals, record, -1)
    for (const record of change.confirmedPending) addTo(this.totals, record, -1)
    if (this.totals.count !== this.chain.mempool.size) this.totals = mempoolTotals(this.chain)
    this.state = this.stateOf()
    return change
  }

  /** A block is pushed at once; mempool changes wait for `updateInterval` since the last update. */
  private schedule(immediately: boolean): void {
    if (immediately) clearTimeout(this.timer)
    else if (this.timer) return
    const wait = immediately ? 0 : this.lastUpdate + this.options.updateInterval - Date.now()
    this.timer = setTimeout(() => this.run(), Math.max(0, wait))
  }

  private run(): void {
    this.timer = undefined
    this.lastUpdate = Date.now()
    if (this.clients.size === 0) {
      this.sleep()
      return
    }
    let change: Change
    try {
      const events = this.events
      this.events = noEvents()
      this.sequence++
      this.vBytesPerSecond = this.arrivalRate.rate(this.now())
      change = this.update(events)
    } catch (error) {
      // A bug must not take the service down: the next update starts from the chain again.
      console.error('simnet: websocket update failed', error)
      this.wake()
      return
    }
    for (const client of this.clients) client.pushUpdate(change)
  }

  private pushStatistics(): void {
    const listeners = [...this.clients].filter((client) => client.wantsStatistics)
    if (listeners.length === 0) return
    const rate = this.arrivalRate.rate(this.now())
    const row = part(
      'live-2h-chart',
      statisticRow(
        this.chain,
        this.now(),
        rate,
        (txid) => this.projection.rateOf(txid),
        this.rateScale,
      ),
    )
    for (const client of listeners) client.pushStatistic(row)
  }
}
