import type { Chain } from '../chain/chain.js'
import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { onReplacement } from '../chain/replacements.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import type { MempoolStatistic } from '../mining/statistics.js'
import { type MempoolChange, mempoolChange } from './ws-change.js'
import type { ClientCommand } from './ws-commands.js'
import type { Part } from './ws-frame.js'
import {
  type HubOptions,
  LiveHub,
  type PendingEvents,
  recentTransactions,
  type SessionHub,
} from './ws-live-hub.js'
import { Projection } from './ws-projection.js'
import { updateFrames } from './ws-push.js'
import { applyCommands } from './ws-replies.js'
import type { Session, Subscriptions } from './ws-session.js'
import { HubState, type StateSource } from './ws-state.js'
import { addTo, type MempoolTotals, mempoolTotals, statisticRow } from './ws-stats.js'

export type { HubClient, HubOptions } from './ws-live-hub.js'

/**
 * A Bitcoin network's live side (the generic part is `LiveHub`): listens to its chain and its
 * replacements, and computes each update's projection, change and serialised state once for every
 * connection.
 */
export class NetworkHub
  extends LiveHub<TxRecord, BlockRecord, MempoolChange>
  implements StateSource, SessionHub<MempoolChange>
{
  readonly sim: SimChain
  readonly chain: Chain
  projection: Projection
  state: HubState
  totals: MempoolTotals
  private readonly stopReplacements: () => void

  constructor(sim: SimChain, options: HubOptions) {
    super(options)
    this.sim = sim
    this.chain = sim.chain
    this.projection = new Projection(sim)
    this.totals = mempoolTotals(this.chain)
    this.latestArrivals = recentTransactions(this.chain)
    this.state = new HubState(this)
    this.chain.events.on('tx', this.onTx)
    this.chain.events.on('block', this.onBlock)
    this.stopReplacements = onReplacement(sim, ({ evicted }) => this.evicted(evicted))
  }

  /** Unix seconds on the chain's clock (the live simulation's, else the tip's time). */
  now(): number {
    return chainTime(this.sim)
  }

  reply(session: Session<MempoolChange>, commands: ClientCommand[]): void {
    applyCommands(session, this, commands)
  }

  updateFrames(subs: Subscriptions, change: MempoolChange): Part[][] {
    return updateFrames(subs, this, change)
  }

  /** Stops listening and every timer. */
  override dispose(): void {
    super.dispose()
    this.chain.events.off('tx', this.onTx)
    this.chain.events.off('block', this.onBlock)
    this.stopReplacements()
  }

  private readonly onTx = (record: TxRecord) => this.arrived(record)
  private readonly onBlock = (block: BlockRecord, confirmed: TxRecord[]) =>
    this.connected(block, confirmed)

  protected reset(): void {
    this.projection = new Projection(this.sim)
    this.totals = mempoolTotals(this.chain)
    this.state = new HubState(this)
  }

  protected update(events: PendingEvents<TxRecord, BlockRecord>): MempoolChange {
    const before = this.projection
    this.projection = new Projection(this.sim)
    const change = mempoolChange(this.sim, this.sequence, before, this.projection, events)
    for (const record of change.added) addTo(this.totals, record, 1)
    for (const record of [...change.removed, ...change.confirmedPending])
      addTo(this.totals, record, -1)
    if (this.totals.count !== this.chain.mempool.size) this.totals = mempoolTotals(this.chain)
    this.state = new HubState(this)
    return change
  }

  protected statistic(vBytesPerSecond: number): MempoolStatistic {
    return statisticRow(this.chain, this.now(), vBytesPerSecond, this.projection.rateOf)
  }
}
