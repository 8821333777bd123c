import type { TrackedTx } from '@outpoint/explorer-client/live'
import type { LiquidTxRecord } from '../liquid/types.js'
import { type LiquidChange, type TrackedTxs, trackedIndex } from './liquid-ws-change.js'
import type { LiquidHub } from './liquid-ws-hub.js'
import type { LiquidAddressEvents } from './liquid-ws-messages.js'
import { liquidRawPart } from './liquid-ws-messages.js'
import type { LiquidHubState } from './liquid-ws-state.js'
import { FrameParts, type Json, jsonArray, jsonRecord, type Part, part } from './ws-frame.js'
import { projectedUpdate } from './ws-projection.js'
import type { Subscriptions } from './ws-session.js'

const txsJson = (state: LiquidHubState, records: LiquidTxRecord[]) =>
  jsonArray(records.map((r) => state.txJson(r)))

/** `address-transactions` and `block-transactions` of a tracked address or asset, each when any. */
function trackedParts(state: LiquidHubState, id: string, txs: TrackedTxs): Part[] {
  const kinds = [
    ['address-transactions', txs.mempool],
    ['block-transactions', txs.confirmed],
  ] as const
  return kinds
    .filter(([, records]) => records.length > 0)
    .map(([key, records]) =>
      state.shared(`${key}-${id}`, () => liquidRawPart(key, txsJson(state, records))),
    )
}

function addressEventsJson(state: LiquidHubState, txs: TrackedTxs): Json<LiquidAddressEvents> {
  return `{"mempool":${txsJson(state, txs.mempool)},"confirmed":${txsJson(state, txs.confirmed)},"removed":[]}` as Json<LiquidAddressEvents>
}

/** `tracked-txs` entries for the tracked transactions this change concerns. */
function trackedTxs(
  change: LiquidChange,
  txids: ReadonlyMap<string, unknown>,
): Record<string, TrackedTx> {
  const entries: Record<string, TrackedTx> = {}
  for (const txid of txids.keys()) {
    const entry: TrackedTx = {}
    const position = change.after.positionOf(txid)
    const utxoSpent = change.spent.get(txid)
    if (position) entry.position = position
    if (utxoSpent) entry.utxoSpent = utxoSpent
    if (change.confirmedIn.has(txid)) entry.confirmed = true
    if (Object.keys(entry).length) entries[txid] = entry
  }
  return entries
}

/**
 * The frames one Liquid update brings a client, as on Bitcoin: a frame per new block (`block`,
 * `txConfirmed`), the last one also carrying the mempool update, the tracked address's or asset's
 * transactions (a confirmed one with its status filled in) and the projected block's delta.
 */
export function liquidUpdateFrames(
  subs: Subscriptions,
  hub: LiquidHub,
  change: LiquidChange,
): Part[][] {
  const { state } = hub
  const tracked = subs.trackTx
  const frames = change.blocks.map(({ block }) => {
    const frame = new FrameParts()
    if (subs.want.has('blocks')) frame.add(state.block(block))
    if (tracked && change.confirmedIn.get(tracked.txid) === block.height) {
      frame.add(part('txConfirmed', tracked.txid, false))
    }
    return frame
  })
  const frame = frames.pop() ?? new FrameParts()
  if (subs.want.has('mempool-blocks')) frame.add(state.mempoolBlocks)
  if (subs.want.has('stats')) frame.add(...state.stats, state.transactions)
  if (subs.want.has('tomahawk') && change.blocks.length) frame.add(state.tomahawk)

  if (tracked) {
    const { txid } = tracked
    frame.add(state.txPosition(txid))
    const appeared = tracked.awaiting && change.added.find((r) => r.txid === txid)
    if (appeared) {
      frame.add(state.tx(appeared))
      tracked.awaiting = false
    }
    const spent = change.spent.get(txid)
    if (spent) frame.add(state.shared(`utxoSpent-${txid}`, () => part('utxoSpent', spent)))
  }
  if (subs.trackTxs) {
    const entries = trackedTxs(change, subs.trackTxs)
    if (Object.keys(entries).length) frame.add(part('tracked-txs', entries, false))
  }

  const byAddress =
    subs.address || subs.addresses ? trackedIndex(hub.sim, change, 'address') : undefined
  const own = subs.address ? byAddress?.get(subs.address) : undefined
  if (subs.address && own) frame.add(...trackedParts(state, subs.address, own))
  if (subs.addresses && byAddress) {
    const events: [string, Json<LiquidAddressEvents>][] = []
    for (const address of subs.addresses) {
      const txs = byAddress.get(address)
      if (txs) events.push([address, addressEventsJson(state, txs)])
    }
    if (events.length)
      frame.add(liquidRawPart('multi-address-transactions', jsonRecord(events), false))
  }
  const asset = subs.asset && trackedIndex(hub.sim, change, 'asset').get(subs.asset)
  if (subs.asset && asset) frame.add(...trackedParts(state, subs.asset, asset))

  const block = subs.mempoolBlock
  if (block !== undefined) {
    frame.add(
      state.shared(`projected-delta-${block}`, () =>
        part(
          'projected-block-transactions',
          projectedUpdate(change.before, change.after, block, change.sequence),
        ),
      ),
    )
  }
  return [...frames, frame].filter((f) => f.size > 0).map((f) => f.list())
}
