import type { SimChain } from '../chain/history.js'
import { replacedBy } from '../chain/replacements.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { spendsOf } from './ws-compress.js'
import type { Connected, PendingEvents } from './ws-live-hub.js'
import type { UtxoSpent } from './ws-messages.js'
import type { Projection } from './ws-projection.js'

/** Everything one update changed: what each client's push is picked from. */
export interface MempoolChange {
  sequence: number
  before: Projection
  after: Projection
  /** Blocks connected since the last update, oldest first. */
  blocks: Connected<TxRecord, BlockRecord>[]
  /** Transactions that entered the mempool since the last update (and are still in it). */
  added: TxRecord[]
  /** Transactions that left the mempool without being confirmed (replaced or dropped). */
  removed: TxRecord[]
  /** Transactions of the last update's mempool that the blocks confirmed. */
  confirmedPending: TxRecord[]
  /** Removed txid → the txid that replaced it (as the replacements module recorded it). */
  replaced: Map<string, string>
  /** txid → its outputs the added transactions spend. */
  spent: Map<string, UtxoSpent>
  /** Block height of each transaction confirmed by `blocks`. */
  confirmedIn: Map<string, number>
}

/**
 * What changed between the mempool of the last update (`before`) and now, from the chain's
 * announcements: no pass over the whole mempool. When the counts do not add up (something took a
 * transaction out without a word), the two mempools are compared in full instead.
 */
export function mempoolChange(
  sim: SimChain,
  sequence: number,
  before: Projection,
  after: Projection,
  events: PendingEvents<TxRecord, BlockRecord>,
): MempoolChange {
  const { mempool } = sim.chain
  const { blocks } = events
  const confirmedIn = new Map<string, number>()
  const confirmedPending: TxRecord[] = []
  const wasPending = (txid: string) => before.positionOf(txid) !== undefined
  for (const { block, confirmed } of blocks) {
    for (const record of confirmed) {
      confirmedIn.set(record.txid, block.height)
      if (wasPending(record.txid)) confirmedPending.push(record)
    }
  }
  const unique = (records: TxRecord[]) => [...new Map(records.map((r) => [r.txid, r])).values()]
  let added = unique(events.arrived).filter((r) => mempool.has(r.txid) && !wasPending(r.txid))
  let removed = unique(events.evicted).filter((r) => !mempool.has(r.txid) && wasPending(r.txid))
  if (before.size + added.length - removed.length - confirmedPending.length !== mempool.size) {
    added = [...mempool.values()].filter((r) => !wasPending(r.txid))
    removed = before.blocks
      .flatMap((block) => block.txs)
      .filter((r) => !mempool.has(r.txid) && !confirmedIn.has(r.txid))
  }
  const replaced = new Map<string, string>()
  for (const record of removed) {
    const by = replacedBy(sim, record.txid)
    if (by) replaced.set(record.txid, by)
  }
  const spent = new Map<string, UtxoSpent>()
  for (const record of added) {
    spendsOf(record).forEach((outpoint, vin) => {
      const txid = outpoint.slice(0, 64)
      const vout = Number(outpoint.slice(65))
      const outputs = spent.get(txid) ?? {}
      outputs[vout] = { vin, txid: record.txid }
      spent.set(txid, outputs)
    })
  }
  return {
    sequence,
    before,
    after,
    blocks,
    added,
    removed,
    confirmedPending,
    replaced,
    spent,
    confirmedIn,
  }
}

/** The addresses a transaction pays from or to. */
export function addressesOf(record: TxRecord): Set<string> {
  const set = new Set<string>()
  for (const o of record.prevouts) if (o.address) set.add(o.address)
  for (const o of record.outputs) if (o.address) set.add(o.address)
  return set
}

/** The scriptPubKeys (lowercase hex) a transaction spends from or pays to, with or without address. */
export function scriptsOf(record: TxRecord): Set<string> {
  const set = new Set<string>()
  for (const o of [...record.prevouts, ...record.outputs])
    set.add(Buffer.from(o.script).toString('hex'))
  return set
}

export interface AddressTxs {
  mempool: TxRecord[]
  confirmed: TxRecord[]
  removed: TxRecord[]
}

/** What tracked transactions are looked up by: `track-address(es)` or `track-scriptpubkeys`. */
export type TrackedBy = 'address' | 'scriptpubkey'

const keysOf: Record<TrackedBy, (record: TxRecord) => Set<string>> = {
  address: addressesOf,
  scriptpubkey: scriptsOf,
}
const indexes: Record<TrackedBy, WeakMap<MempoolChange, Map<string, AddressTxs>>> = {
  address: new WeakMap(),
  scriptpubkey: new WeakMap(),
}

/**
 * The change's transactions (new, confirmed, dropped) by address, or by scriptPubKey: built once per
 * change and kind, for every client tracking that kind.
 */
export function addressIndex(
  change: MempoolChange,
  by: TrackedBy = 'address',
): Map<string, AddressTxs> {
  let index = indexes[by].get(change)
  if (index) return index
  const result = new Map<string, AddressTxs>()
  const file = (records: TxRecord[], kind: keyof AddressTxs) => {
    for (const record of records) {
      for (const key of keysOf[by](record)) {
        let entry = result.get(key)
        if (!entry) {
          entry = { mempool: [], confirmed: [], removed: [] }
          result.set(key, entry)
        }
        entry[kind].push(record)
      }
    }
  }
  file(change.added, 'mempool')
  for (const { confirmed } of change.blocks) file(confirmed, 'confirmed')
  file(change.removed, 'removed')
  index = result
  indexes[by].set(change, index)
  return index
}
