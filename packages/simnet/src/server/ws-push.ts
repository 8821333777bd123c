import type { TrackedTx } from '@outpoint/explorer-client/live'
import { rbfSummary, rbfTree, rbfTrees } from '../chain/replacements.js'
import type { TxRecord } from '../chain/types.js'
import { blockExtendedJson } from '../esplora/format.js'
import { type AddressTxs, addressIndex, type MempoolChange } from './ws-change.js'
import { type CpfpWatch, changedCpfp } from './ws-cpfp.js'
import {
  FrameParts,
  type Json,
  jsonArray,
  jsonRecord,
  type Part,
  part,
  rawPart,
} from './ws-frame.js'
import type { NetworkHub } from './ws-hub.js'
import { mempoolTransactionsPart, mempoolTxidsPart } from './ws-mempool-delta.js'
import type { AddressEvents, TxJson } from './ws-messages.js'
import { projectedUpdate } from './ws-projection.js'
import type { Subscriptions } from './ws-session.js'
import type { HubState } from './ws-state.js'
import { jobsOfUpdate, wantsJob } from './ws-stratum.js'
import { walletPart } from './ws-wallets.js'

const txsJson = (state: HubState, records: TxRecord[]): Json<TxJson[]> =>
  jsonArray(records.map((r) => state.txJson(r)))

/** The parts of a single tracked address: new, confirmed and dropped transactions, each when any. */
function addressParts(state: HubState, address: string, txs: AddressTxs): Part[] {
  const kinds = [
    ['address-transactions', txs.mempool],
    ['block-transactions', txs.confirmed],
    ['address-removed-transactions', txs.removed],
  ] as const
  return kinds
    .filter(([, records]) => records.length > 0)
    .map(([key, records]) =>
      state.shared(`${key}-${address}`, () => rawPart(key, txsJson(state, records))),
    )
}

function addressEventsJson(state: HubState, txs: AddressTxs): Json<AddressEvents> {
  return `{"mempool":${txsJson(state, txs.mempool)},"confirmed":${txsJson(state, txs.confirmed)},"removed":${txsJson(state, txs.removed)}}` as Json<AddressEvents>
}

/**
 * `multi-address-transactions` or `multi-scriptpubkey-transactions`: the events of the tracked keys this
 * change has any for, or nothing.
 */
function multiPart(
  state: HubState,
  key: 'multi-address-transactions' | 'multi-scriptpubkey-transactions',
  tracked: ReadonlySet<string>,
  index: Map<string, AddressTxs>,
): Part | undefined {
  const events: [string, Json<AddressEvents>][] = []
  for (const address of tracked) {
    const txs = index.get(address)
    if (txs) events.push([address, addressEventsJson(state, txs)])
  }
  return events.length ? rawPart(key, jsonRecord(events), false) : undefined
}

/** `tracked-txs` entries for the tracked transactions this change concerns. */
function trackedTxs(
  hub: NetworkHub,
  change: MempoolChange,
  txids: ReadonlyMap<string, CpfpWatch>,
): Record<string, TrackedTx> {
  const entries: Record<string, TrackedTx> = {}
  for (const [txid, watch] of txids) {
    const entry: TrackedTx = {}
    const position = change.after.positionOf(txid)
    const replacedBy = change.replaced.get(txid)
    const utxoSpent = change.spent.get(txid)
    const cpfp = position && changedCpfp(hub, txid, watch)
    if (position) entry.position = position
    if (cpfp) entry.cpfp = cpfp
    if (utxoSpent) entry.utxoSpent = utxoSpent
    if (replacedBy) entry.replacedBy = replacedBy
    if (change.confirmedIn.has(txid)) entry.confirmed = true
    if (Object.keys(entry).length) entries[txid] = entry
  }
  return entries
}

const rbfChanges = new WeakMap<MempoolChange, boolean>()

/** Replacement trees change with a replacement, and when a block mines one of their transactions. */
function replacementsChanged(hub: NetworkHub, change: MempoolChange): boolean {
  let changed = rbfChanges.get(change)
  if (changed === undefined) {
    changed =
      change.replaced.size > 0 ||
      change.blocks.some(({ confirmed }) => confirmed.some((r) => rbfTree(hub.sim, r.txid)))
    rbfChanges.set(change, changed)
  }
  return changed
}

/**
 * The frames one update brings a client: a frame per new block (`block`, `txConfirmed`), the last one
 * also carrying the mempool update. Parts that do not depend on the client are built once per update and
 * shared. A client waiting for a transaction to appear stops waiting once it is pushed.
 */
export function updateFrames(
  subs: Subscriptions,
  hub: NetworkHub,
  change: MempoolChange,
): Part[][] {
  const { state, chain } = hub
  const tracked = subs.trackTx
  const frames = change.blocks.map(({ block, confirmed }) => {
    const frame = new FrameParts()
    if (subs.wallet) frame.add(walletPart(hub, subs.wallet, block, confirmed))
    if (subs.want.has('blocks')) {
      frame.add(
        state.shared(`block-${block.hash}`, () => part('block', blockExtendedJson(chain, block))),
      )
    }
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
    const position = change.after.positionOf(txid)
    const cpfp = position && changedCpfp(hub, txid, tracked)
    frame.add(
      position && cpfp
        ? part('txPosition', { txid, position, cpfp: { ...cpfp, acceleration: false } }, false)
        : state.txPosition(txid),
    )
    const appeared = tracked.awaiting && change.added.find((r) => r.txid === txid)
    if (appeared) {
      frame.add(state.tx(appeared))
      tracked.awaiting = false
    }
    const by = change.replaced.get(txid)
    if (by) {
      frame.add(part('rbfTransaction', { txid: by }, false))
      // mempool also sends the tree the replacement changed (rbfChanges.trees).
      const tree = rbfTree(hub.sim, txid)
      if (tree) frame.add(part('rbfInfo', tree, false))
    }
    // Gone from the mempool unconfirmed: a watcher gets it again if it comes back.
    if (tracked.watchMempool && !by && change.removed.some((r) => r.txid === txid)) {
      tracked.awaiting = true
    }
    const spent = change.spent.get(txid)
    if (spent) frame.add(state.shared(`utxoSpent-${txid}`, () => part('utxoSpent', spent)))
  }
  if (subs.trackTxs) {
    const entries = trackedTxs(hub, change, subs.trackTxs)
    if (Object.keys(entries).length) frame.add(part('tracked-txs', entries, false))
  }

  const index = subs.address || subs.addresses ? addressIndex(change) : undefined
  const own = subs.address ? index?.get(subs.address) : undefined
  if (subs.address && own) frame.add(...addressParts(state, subs.address, own))
  if (subs.addresses && index) {
    frame.add(multiPart(state, 'multi-address-transactions', subs.addresses, index))
  }
  if (subs.scriptPubKeys) {
    const byScript = addressIndex(change, 'scriptpubkey')
    frame.add(multiPart(state, 'multi-scriptpubkey-transactions', subs.scriptPubKeys, byScript))
  }
  if (subs.mempoolTxids) frame.add(mempoolTxidsPart(hub, change))
  if (subs.mempool) frame.add(mempoolTransactionsPart(hub, change))

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
  const rbfChanged = (subs.rbf || subs.rbfSummary) && replacementsChanged(hub, change)
  if (rbfChanged && subs.rbf) {
    const fullRbf = subs.rbf === 'fullRbf'
    frame.add(
      state.shared(`rbfLatest-${subs.rbf}`, () =>
        part('rbfLatest', rbfTrees(hub.sim, { fullRbfOnly: fullRbf })),
      ),
    )
  }
  if (rbfChanged && subs.rbfSummary) {
    frame.add(state.shared('rbfLatestSummary', () => part('rbfLatestSummary', rbfSummary(hub.sim))))
  }
  // Each new job in a frame of its own, as mempool relays them.
  const { stratum } = subs
  const jobs = stratum === undefined ? [] : jobsOfUpdate(hub, change)
  const jobFrames = jobs
    .filter((job) => wantsJob(stratum ?? 'all', job))
    .map((job) => [state.shared(`stratumJob-${job.pool}`, () => part('stratumJob', job))])
  return [...[...frames, frame].filter((f) => f.size > 0).map((f) => f.list()), ...jobFrames]
}
