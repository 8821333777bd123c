import type { TrackedTx } from '@outpoint/explorer-client/live'
import { decodeLiquidAddress, scriptAddress } from '../liquid/address.js'
import type { LiquidChange } from './liquid-ws-change.js'
import type { LiquidHub } from './liquid-ws-hub.js'
import type { ClientCommand } from './ws-commands.js'
import { type FrameParts, part } from './ws-frame.js'
import { answerCommands } from './ws-replies.js'
import type { Session } from './ws-session.js'

/**
 * The address as the Liquid chain keys it: the unconfidential address of its script (a confidential
 * address pays the same script), or undefined when it is not one of the network's.
 */
export function canonicalLiquidAddress(
  hub: LiquidHub,
  value: string | undefined,
): string | undefined {
  const params = hub.sim.params.address
  const decoded = value ? decodeLiquidAddress(value, params) : undefined
  return decoded && scriptAddress(decoded.script, params)
}

/** The `track-txs` answer for a txid, as on Bitcoin (no replacements): unknown ones say confirmed too. */
export function liquidTrackedTx(hub: LiquidHub, txid: string): TrackedTx {
  const position = hub.projection.positionOf(txid)
  return { confirmed: !hub.chain.mempool.has(txid), ...(position && { position }) }
}

/**
 * Applies one Liquid client frame's commands as on Bitcoin, plus `track-asset`. Liquid has no
 * replacements: `track-rbf` lists none.
 */
export function applyLiquidCommands(
  session: Session<LiquidChange>,
  hub: LiquidHub,
  commands: ClientCommand[],
): void {
  const subs = session.subscriptions
  const { state, chain } = hub
  const own = (command: ClientCommand, reply: FrameParts): void => {
    switch (command.type) {
      case 'track-tx': {
        const { txid, watchMempool } = command
        subs.trackTx = txid ? { txid, watchMempool, awaiting: false, cpfp: undefined } : undefined
        if (!txid) break
        reply.add(state.txPosition(txid))
        if (!watchMempool) break
        const record = chain.txs.get(txid)
        if (record && chain.mempool.has(txid)) reply.add(state.tx(record))
        else if (!record?.confirmation) {
          subs.trackTx = { txid, watchMempool, awaiting: true, cpfp: undefined }
        }
        break
      }
      case 'track-asset':
        subs.asset = command.asset
        break
      case 'track-rbf':
        subs.rbf = command.mode
        if (command.mode) reply.add(part('rbfLatest', [], false))
        break
      case 'track-rbf-summary':
        subs.rbfSummary = command.on
        if (command.on) reply.add(part('rbfLatestSummary', [], false))
        break
    }
  }
  answerCommands(
    session,
    {
      state,
      maxTrackedAddresses: hub.options.maxTrackedAddresses,
      canonicalAddress: (value) => canonicalLiquidAddress(hub, value),
      trackedTx: (txid) => liquidTrackedTx(hub, txid),
      own,
    },
    commands,
  )
}
