import { decodeLiquidAddress, scriptAddress } from '../liquid/address.js'
import type { LiquidChange } from './liquid-ws-change.js'
import type { LiquidHub } from './liquid-ws-hub.js'
import { type ClientCommand, type DataName, txidOf } from './ws-commands.js'
import { FrameParts, type Part, part } from './ws-frame.js'
import type { TrackedTx } from './ws-messages.js'
import { maxTrackedTxs } from './ws-replies.js'
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

/** What `tracked-txs` says about a transaction now, or undefined when simnet knows nothing of it. */
export function liquidTrackedTx(hub: LiquidHub, txid: string): TrackedTx | undefined {
  const position = hub.projection.positionOf(txid)
  if (position) return { position }
  if (hub.chain.txs.get(txid)?.confirmation) return { confirmed: true }
  return undefined
}

/**
 * Applies one Liquid client frame's commands in order, as on Bitcoin (`init` in a frame of its own,
 * the rest together), plus `track-asset`. Liquid has no replacements: `track-rbf` lists none.
 */
export function applyLiquidCommands(
  session: Session<LiquidChange>,
  hub: LiquidHub,
  commands: ClientCommand[],
): void {
  const subs = session.subscriptions
  const { state, chain } = hub
  const reply = new FrameParts()
  let closeAfter: string | undefined
  for (const command of commands) {
    switch (command.type) {
      case 'init':
        session.send(state.init)
        break
      case 'ping':
        reply.add(part('pong', true))
        break
      case 'want': {
        const added = command.names.filter((name) => !subs.want.has(name))
        subs.want = new Set(command.names)
        const snapshots: Record<DataName, () => Part[]> = {
          blocks: () => [state.blocks],
          'mempool-blocks': () => [state.mempoolBlocks],
          stats: () => state.stats,
          tomahawk: () => [state.tomahawk],
          'live-2h-chart': () => [],
        }
        for (const name of added) reply.add(...snapshots[name]())
        break
      }
      case 'refresh-blocks':
        reply.add(state.blocks)
        break
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
      case 'track-txs': {
        if (command.txids.length > maxTrackedTxs) {
          const message = `too many txids requested, this connection supports tracking a maximum of ${maxTrackedTxs} txids`
          reply.add(part('track-txs-error', message, false))
          subs.trackTxs = undefined
          closeAfter = 'Too many txids'
          break
        }
        const txids = command.txids.map(txidOf).filter((t): t is string => !!t)
        subs.trackTxs = txids.length
          ? new Map(txids.map((txid) => [txid, { cpfp: undefined }]))
          : undefined
        const known: Record<string, TrackedTx> = {}
        for (const txid of txids) {
          const tracked = liquidTrackedTx(hub, txid)
          if (tracked) known[txid] = tracked
        }
        if (Object.keys(known).length) reply.add(part('tracked-txs', known, false))
        break
      }
      case 'track-address':
        subs.address = canonicalLiquidAddress(hub, command.address)
        break
      case 'track-addresses': {
        const max = hub.options.maxTrackedAddresses
        if (command.addresses.length > max) {
          subs.addresses = undefined
          const message = `too many addresses requested, this connection supports tracking a maximum of ${max} addresses`
          reply.add(part('track-addresses-error', message, false))
          break
        }
        const addresses = command.addresses
          .map((a) => canonicalLiquidAddress(hub, a))
          .filter((a): a is string => !!a)
        subs.addresses = addresses.length ? new Set(addresses) : undefined
        break
      }
      case 'track-asset':
        subs.asset = command.asset
        break
      case 'track-mempool-block':
        subs.mempoolBlock = command.index
        if (command.index !== undefined) reply.add(state.projectedSnapshot(command.index))
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
  if (reply.size) session.send(reply.list())
  if (closeAfter) session.close(1008, closeAfter)
}
