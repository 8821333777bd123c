import { liquidTime } from '../liquid/live.js'
import type { LiquidSim } from '../liquid/sim.js'
import type { LiquidBlockRecord, LiquidTxRecord } from '../liquid/types.js'
import { liquidRateScale } from '../mining/fee-bands.js'
import { type LiquidChange, liquidChange } from './liquid-ws-change.js'
import { LiquidWsProjection } from './liquid-ws-projection.js'
import { liquidUpdateFrames } from './liquid-ws-push.js'
import { applyLiquidCommands } from './liquid-ws-replies.js'
import { LiquidHubState, type LiquidStateSource } from './liquid-ws-state.js'
import type { ClientCommand } from './ws-commands.js'
import type { Part } from './ws-frame.js'
import { LiveHub, type PendingEvents, type SessionHub } from './ws-live-hub.js'
import type { Session, Subscriptions } from './ws-session.js'

/**
 * A Liquid network's live side: the generic hub (`LiveHub`) over a Liquid chain, with the Elements
 * shapes of blocks and transactions, Liquid's projection and fee rates, and `track-asset`.
 */
export class LiquidHub
  extends LiveHub<
    LiquidSim,
    LiquidTxRecord,
    LiquidBlockRecord,
    LiquidChange,
    LiquidWsProjection,
    LiquidHubState
  >
  implements LiquidStateSource, SessionHub<LiquidChange>
{
  protected override readonly rateScale = liquidRateScale

  now(): number {
    return liquidTime(this.sim)
  }

  reply(session: Session<LiquidChange>, commands: ClientCommand[]): void {
    applyLiquidCommands(session, this, commands)
  }

  updateFrames(subs: Subscriptions, change: LiquidChange): Part[][] {
    return liquidUpdateFrames(subs, this, change)
  }

  protected project(): LiquidWsProjection {
    return new LiquidWsProjection(this.sim)
  }

  protected stateOf(): LiquidHubState {
    return new LiquidHubState(this)
  }

  protected change(
    before: LiquidWsProjection,
    after: LiquidWsProjection,
    events: PendingEvents<LiquidTxRecord, LiquidBlockRecord>,
  ): LiquidChange {
    return liquidChange(this.sim, this.sequence, before, after, events)
  }
}
