import { Transaction } from '../bitcoin/tx.js'
import type { SimChain } from './history.js'
import { evictFromMempool } from './mempool-graph.js'
import { recordReplacement } from './replacements.js'
import type { TxRecord } from './types.js'

/** A replacement that went in: the new transaction and everything it took out, parents first. */
export interface Replaced {
  record: TxRecord
  evicted: TxRecord[]
}

/**
 * Replaces the mempool transactions `conflicts` (and their descendants) with the transaction `add` puts
 * in the chain: the conflicts go first, so `add` finds their inputs unspent. When `add` gives nothing
 * (it could not build its transaction), the evicted transactions come back and nothing is recorded.
 * The caller has checked the replacement rules.
 */
export function replaceInMempool(
  sim: SimChain,
  conflicts: readonly string[],
  add: () => TxRecord | undefined,
): Replaced | undefined {
  const { chain } = sim
  const replaced = conflicts
    .map((txid) => chain.mempool.get(txid))
    .filter((r): r is TxRecord => !!r)
  const evicted = replaced.flatMap((record) => evictFromMempool(chain, record.txid))
  const record = add()
  if (!record) {
    for (const back of evicted)
      chain.addTransaction(Transaction.fromBuffer(back.raw), back.firstSeen)
    return undefined
  }
  recordReplacement(sim, replaced, evicted, record)
  return { record, evicted }
}
