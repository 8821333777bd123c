import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import { onReplacement } from '../chain/replacements.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { type MempoolChange, mempoolChange } from './ws-change.js'
import type { ClientCommand } from './ws-commands.js'
import type { Part } from './ws-frame.js'
import { type HubOptions, LiveHub, type PendingEvents, type SessionHub } from './ws-live-hub.js'
import { Projection } from './ws-projection.js'
import { updateFrames } from './ws-push.js'
import { applyCommands } from './ws-replies.js'
import type { Session, Subscriptions } from './ws-session.js'
import { HubState, type StateSource } from './ws-state.js'

export type { HubClient, HubOptions } from './ws-live-hub.js'

/**
 * A Bitcoin network's live side (the generic part is `LiveHub`): Bitcoin's projection, change and
 * state, and the chain's replacements as evictions.
 */
export class NetworkHub
  extends LiveHub<SimChain, TxRecord, BlockRecord, MempoolChange, Projection, HubState>
  implements StateSource, SessionHub<MempoolChange>
{
  private readonly stopReplacements: () => void

  constructor(sim: SimChain, options: HubOptions) {
    super(sim, options)
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
    this.stopReplacements()
  }

  protected project(): Projection {
    return new Projection(this.sim)
  }

  protected stateOf(): HubState {
    return new HubState(this)
  }

  protected change(
    before: Projection,
    after: Projection,
    events: PendingEvents<TxRecord, BlockRecord>,
  ): MempoolChange {
    return mempoolChange(this.sim, this.sequence, before, after, events)
  }
}
