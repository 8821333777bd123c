import type { LiquidChain } from '../liquid/chain.js'
import { liquidTime } from '../liquid/live.js'
import type { LiquidSim } from '../liquid/sim.js'
import type { LiquidBlockRecord, LiquidTxRecord } from '../liquid/types.js'
import type { MempoolStatistic } from '../mining/statistics.js'
import { type LiquidChange, liquidChange } from './liquid-ws-change.js'
import { LiquidWsProjection } from './liquid-ws-projection.js'
import { liquidUpdateFrames } from './liquid-ws-push.js'
import { applyLiquidCommands } from './liquid-ws-replies.js'
import { LiquidHubState, type LiquidStateSource } from './liquid-ws-state.js'
import type { ClientCommand } from './ws-commands.js'
import type { Part } from './ws-frame.js'
import {
  type HubOptions,
  LiveHub,
  type PendingEvents,
  recentTransactions,
  type SessionHub,
} from './ws-live-hub.js'
import type { Session, Subscriptions } from './ws-session.js'
import { addTo, type MempoolTotals, mempoolTotals, statisticRow } from './ws-stats.js'

/**
 * A Liquid network's live side: the generic hub (`LiveHub`) over a Liquid chain, with the Elements
 * shapes of blocks and transactions, Liquid's projection and fee rates, and `track-asset`.
 */
export class LiquidHub
  extends LiveHub<LiquidTxRecord, LiquidBlockRecord, LiquidChange>
  implements LiquidStateSource, SessionHub<LiquidChange>
{
  readonly sim: LiquidSim
  readonly chain: LiquidChain
  projection: LiquidWsProjection
  state: LiquidHubState
  totals: MempoolTotals

  constructor(sim: LiquidSim, options: HubOptions) {
    super(options)
    this.sim = sim
    this.chain = sim.chain
    this.projection = new LiquidWsProjection(sim)
    this.totals = mempoolTotals(this.chain)
    this.latestArrivals = recentTransactions(this.chain)
    this.state = new LiquidHubState(this)
    this.chain.events.on('tx', this.onTx)
    this.chain.events.on('block', this.onBlock)
  }

  now(): number {
    return liquidTime(this.sim)
  }

  reply(session: Session<LiquidChange>, commands: ClientCommand[]): void {
    applyLiquidCommands(session, this, commands)
  }

  updateFrames(subs: Subscriptions, change: LiquidChange): Part[][] {
    return liquidUpdateFrames(subs, this, change)
  }

  override dispose(): void {
    super.dispose()
    this.chain.events.off('tx', this.onTx)
    this.chain.events.off('block', this.onBlock)
  }

  private readonly onTx = (record: LiquidTxRecord) => this.arrived(record)
  private readonly onBlock = (block: LiquidBlockRecord, confirmed: LiquidTxRecord[]) =>
    this.connected(block, confirmed)

  protected reset(): void {
    this.projection = new LiquidWsProjection(this.sim)
    this.totals = mempoolTotals(this.chain)
    this.state = new LiquidHubState(this)
  }

  protected update(events: PendingEvents<LiquidTxRecord, LiquidBlockRecord>): LiquidChange {
    const before = this.projection
    this.projection = new LiquidWsProjection(this.sim)
    const change = liquidChange(this.sim, this.sequence, before, this.projection, events)
    for (const record of change.added) addTo(this.totals, record, 1)
    for (const record of change.confirmedPending) addTo(this.totals, record, -1)
    if (this.totals.count !== this.chain.mempool.size) this.totals = mempoolTotals(this.chain)
    this.state = new LiquidHubState(this)
    return change
  }

  protected statistic(vBytesPerSecond: number): MempoolStatistic {
    return statisticRow(this.chain, this.now(), vBytesPerSecond, this.projection.rateOf)
  }
}
