import { displayHex } from '../liquid/bytes.js'
import { addressesOf } from '../liquid/chain.js'
import { assetOf, parseTx } from '../liquid/elements-tx.js'
import type { LiquidSim } from '../liquid/sim.js'
import type { LiquidBlockRecord, LiquidTxRecord } from '../liquid/types.js'
import type { LiquidWsProjection } from './liquid-ws-projection.js'
import type { Connected, PendingEvents } from './ws-live-hub.js'
import type { UtxoSpent } from './ws-messages.js'

/** Everything one Liquid update changed: what each client's push is picked from. */
export interface LiquidChange {
  sequence: number
  before: LiquidWsProjection
  after: LiquidWsProjection
  /** Blocks connected since the last update, oldest first. */
  blocks: Connected<LiquidTxRecord, LiquidBlockRecord>[]
  /** Transactions that entered the mempool since the last update (and are still in it). */
  added: LiquidTxRecord[]
  /** Transactions of the last update's mempool that the blocks confirmed. */
  confirmedPending: LiquidTxRecord[]
  /** Block height of each transaction confirmed by `blocks`. */
  confirmedIn: Map<string, number>
  /** txid → its outputs the added transactions spend. */
  spent: Map<string, UtxoSpent>
}

/**
 * What changed between the last update's mempool (`before`) and now. Liquid's mempool loses
 * transactions only to blocks (no replacements), so arrivals and blocks say it all; should the counts
 * not add up, the two mempools are compared in full.
 */
export function liquidChange(
  sim: LiquidSim,
  sequence: number,
  before: LiquidWsProjection,
  after: LiquidWsProjection,
  events: PendingEvents<LiquidTxRecord, LiquidBlockRecord>,
): LiquidChange {
  const { mempool } = sim.chain
  const wasPending = (txid: string) => before.positionOf(txid) !== undefined
  const confirmedIn = new Map<string, number>()
  const confirmedPending: LiquidTxRecord[] = []
  for (const { block, confirmed } of events.blocks) {
    for (const record of confirmed) {
      confirmedIn.set(record.txid, block.height)
      if (wasPending(record.txid)) confirmedPending.push(record)
    }
  }
  const beforeSize = before.blocks.reduce((n, b) => n + b.txs.length, 0)
  let added = [...new Set(events.arrived)].filter((r) => mempool.has(r.txid) && !wasPending(r.txid))
  if (beforeSize + added.length - confirmedPending.length !== mempool.size) {
    added = [...mempool.values()].filter((r) => !wasPending(r.txid))
  }
  const spent = new Map<string, UtxoSpent>()
  for (const record of added) {
    const inputs = parseTx(record.raw).inputs
    record.prevouts.forEach((prevout, vin) => {
      const input = inputs[vin]
      if (!prevout || !input) return
      const txid = displayHex(input.txid)
      const outputs = spent.get(txid) ?? {}
      outputs[input.vout] = { vin, txid: record.txid }
      spent.set(txid, outputs)
    })
  }
  return {
    sequence,
    before,
    after,
    blocks: events.blocks,
    added,
    confirmedPending,
    confirmedIn,
    spent,
  }
}

/** A tracked address's or asset's transactions in one change: new ones, and confirmed ones. */
export interface TrackedTxs {
  mempool: LiquidTxRecord[]
  confirmed: LiquidTxRecord[]
}

const assetKeys = new WeakMap<LiquidTxRecord, Set<string>>()

/**
 * The assets `track-asset` finds a transaction by, with mempool's rules: L-BTC for a peg-in or a
 * peg-out, an issued asset for an issuance of it or an output showing it explicitly.
 */
export function trackedAssetsOf(record: LiquidTxRecord, nativeAsset: string): Set<string> {
  let keys = assetKeys.get(record)
  if (!keys) {
    keys = new Set()
    if (record.pegins.length || record.events.some((e) => e.kind === 'pegout'))
      keys.add(nativeAsset)
    for (const event of record.events) if (event.kind === 'issuance') keys.add(event.asset)
    for (const output of record.outputs) {
      const asset = assetOf(output.asset)
      const id = asset && displayHex(asset)
      if (id && id !== nativeAsset) keys.add(id)
    }
    assetKeys.set(record, keys)
  }
  return keys
}

const indexes = new WeakMap<LiquidChange, Map<string, Map<string, TrackedTxs>>>()

/** The change's transactions by address, or by asset: built once per change and kind. */
export function trackedIndex(
  sim: LiquidSim,
  change: LiquidChange,
  by: 'address' | 'asset',
): Map<string, TrackedTxs> {
  let kinds = indexes.get(change)
  if (!kinds) {
    kinds = new Map()
    indexes.set(change, kinds)
  }
  let index = kinds.get(by)
  if (index) return index
  const result = new Map<string, TrackedTxs>()
  const keysOf = (record: LiquidTxRecord) =>
    by === 'address' ? addressesOf(record) : trackedAssetsOf(record, sim.params.nativeAsset)
  const file = (records: LiquidTxRecord[], kind: keyof TrackedTxs) => {
    for (const record of records) {
      for (const key of keysOf(record)) {
        let entry = result.get(key)
        if (!entry) {
          entry = { mempool: [], confirmed: [] }
          result.set(key, entry)
        }
        entry[kind].push(record)
      }
    }
  }
  file(change.added, 'mempool')
  for (const { confirmed } of change.blocks) file(confirmed, 'confirmed')
  index = result
  kinds.set(by, index)
  return index
}
