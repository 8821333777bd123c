import type { Chain } from '../chain/chain.js'
import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { onReplacement } from '../chain/replacements.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { type ChainEvents, type MempoolChange, mempoolChange } from './ws-change.js'
import { type Part, part } from './ws-frame.js'
import { Projection } from './ws-projection.js'
import { HubState, type StateSource } from './ws-state.js'
import { addTo, type MempoolTotals, mempoolTotals, statisticRow } from './ws-stats.js'

export interface HubOptions {
  /** Least ms between two mempool updates: pushes reach a client at most this often. Default 1 000. */
  updateInterval: number
  /** ms between two `live-2h-chart` rows. Default 60 000. */
  statisticsInterval: number
  /** How many addresses `track-addresses` accepts. Default 10. */
  maxTrackedAddresses: number
}

/** A connection as the hub sees it. */
export interface HubClient {
  readonly wantsStatistics: boolean
  pushUpdate(change: MempoolChange): void
  pushStatistic(row: Part): void
}

/** mempool's sample period for `vBytesPerSecond` (`TX_PER_SECOND_SAMPLE_PERIOD`), in ms. */
const ratePeriod = 150_000
/** How many recent arrivals `transactions` lists. */
const latestCount = 6

const noEvents = (): ChainEvents => ({ arrived: [], evicted: [], blocks: [] })

/**
 * One network's live side: listens to its chain, folds what happened into updates (at most one per
 * `updateInterval`, a new block at once), computes each update once and hands it to every connection.
 * Without connections it idles (no updates) and catches up when the next one comes.
 */
export class NetworkHub implements StateSource {
  readonly sim: SimChain
  readonly chain: Chain
  readonly options: HubOptions
  projection: Projection
  sequence = 0
  state: HubState
  latestArrivals: TxRecord[]
  vBytesPerSecond = 0
  totals: MempoolTotals
  private readonly clients = new Set<HubClient>()
  /** What the chain announced since the last update. */
  private events = noEvents()
  private idle = false
  private readonly stopReplacements: () => void
  private readonly arrivals: { at: number; vsize: number }[] = []
  private readonly startedAt = Date.now()
  private timer: NodeJS.Timeout | undefined
  private lastUpdate = 0
  private readonly statisticsTimer: NodeJS.Timeout

  constructor(sim: SimChain, options: HubOptions) {
    this.sim = sim
    this.chain = sim.chain
    this.options = options
    this.projection = new Projection(sim)
    this.totals = mempoolTotals(this.chain)
    this.latestArrivals = this.recentTransactions()
    this.state = new HubState(this)
    this.chain.events.on('tx', this.onTx)
    this.chain.events.on('block', this.onBlock)
    this.stopReplacements = onReplacement(sim, ({ evicted }) => {
      if (!this.idle) this.events.evicted.push(...evicted)
    })
    this.statisticsTimer = setInterval(() => this.pushStatistics(), options.statisticsInterval)
    this.statisticsTimer.unref()
  }

  /** Unix seconds on the chain's clock (the live simulation's, else the tip's time). */
  now(): number {
    return chainTime(this.sim)
  }

  add(client: HubClient): void {
    if (this.idle) this.wake()
    this.clients.add(client)
  }

  remove(client: HubClient): void {
    this.clients.delete(client)
    if (this.clients.size === 0) this.sleep()
  }

  /** Nobody listens: no more updates until someone does. */
  private sleep(): void {
    this.idle = true
    clearTimeout(this.timer)
    this.timer = undefined
    this.events = noEvents()
  }

  /** Starts again from the chain as it is now; the sequence goes on. */
  private wake(): void {
    this.idle = false
    this.projection = new Projection(this.sim)
    this.totals = mempoolTotals(this.chain)
    this.sequence++
    this.state = new HubState(this)
  }

  /** Stops listening and every timer. */
  dispose(): void {
    clearTimeout(this.timer)
    clearInterval(this.statisticsTimer)
    this.chain.events.off('tx', this.onTx)
    this.chain.events.off('block', this.onBlock)
    this.stopReplacements()
    this.clients.clear()
  }

  private readonly onTx = (record: TxRecord) => {
    const now = Date.now()
    this.arrivals.push({ at: now, vsize: record.vsize })
    while ((this.arrivals[0]?.at ?? now) < now - ratePeriod) this.arrivals.shift()
    this.latestArrivals = [record, ...this.latestArrivals.slice(0, latestCount - 1)]
    if (this.idle) return
    this.events.arrived.push(record)
    this.schedule(false)
  }

  private readonly onBlock = (block: BlockRecord, confirmed: TxRecord[]) => {
    if (this.idle) return
    this.events.blocks.push({ block, confirmed })
    this.schedule(true)
  }

  /** A block is pushed at once; mempool changes wait for `updateInterval` since the last update. */
  private schedule(immediately: boolean): void {
    if (immediately) clearTimeout(this.timer)
    else if (this.timer) return
    const wait = immediately ? 0 : this.lastUpdate + this.options.updateInterval - Date.now()
    this.timer = setTimeout(() => this.update(), Math.max(0, wait))
  }

  private update(): void {
    this.timer = undefined
    this.lastUpdate = Date.now()
    if (this.clients.size === 0) {
      this.sleep()
      return
    }
    try {
      this.apply()
    } catch (error) {
      // A bug must not take the service down: the next update starts from the chain again.
      console.error('simnet: websocket update failed', error)
      this.wake()
    }
  }

  private apply(): void {
    const before = this.projection
    const events = this.events
    this.events = noEvents()
    this.projection = new Projection(this.sim)
    this.sequence++
    this.vBytesPerSecond = this.arrivalRate()
    const change = mempoolChange(this.sim, this.sequence, before, this.projection, events)
    for (const record of change.added) addTo(this.totals, record, 1)
    for (const record of [...change.removed, ...change.confirmedPending])
      addTo(this.totals, record, -1)
    if (this.totals.count !== this.chain.mempool.size) this.totals = mempoolTotals(this.chain)
    this.state = new HubState(this)
    for (const client of this.clients) client.pushUpdate(change)
  }

  /** vbytes arrived per second over the sample period (or since the hub started, when shorter). */
  private arrivalRate(): number {
    const now = Date.now()
    while ((this.arrivals[0]?.at ?? now) < now - ratePeriod) this.arrivals.shift()
    const seconds = Math.max(1, Math.min(ratePeriod, now - this.startedAt) / 1000)
    return Math.round(this.arrivals.reduce((n, a) => n + a.vsize, 0) / seconds)
  }

  private pushStatistics(): void {
    const listeners = [...this.clients].filter((client) => client.wantsStatistics)
    if (listeners.length === 0) return
    const row = part(
      'live-2h-chart',
      statisticRow(this.chain, this.now(), this.arrivalRate(), this.projection.rateOf),
    )
    for (const client of listeners) client.pushStatistic(row)
  }

  /** The newest mempool arrivals, or before any, the last transactions of the tip block. */
  private recentTransactions(): TxRecord[] {
    const pending = [...this.chain.mempool.values()]
    const source = pending.length
      ? pending
      : this.chain.tip.txids
          .slice(1)
          .map((txid) => this.chain.txs.get(txid))
          .filter((r): r is TxRecord => !!r)
    return source.slice(-latestCount).reverse()
  }
}
