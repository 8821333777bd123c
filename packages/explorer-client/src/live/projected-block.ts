import type { StrippedTransaction } from '../wire/transaction.js'
import type { CompressedTransaction, ProjectedBlockMessage } from './messages.js'

/** The transactions of one projected mempool block, as folded from snapshots and deltas. */
export interface ProjectedBlock {
  index: number
  sequence: number
  transactions: ReadonlyMap<string, StrippedTransaction>
}

/**
 * What folding one message gives: the new block, `resync` when the message cannot be applied (a sequence
 * gap, a delta before any snapshot) and a full snapshot must be asked for, or `ignore` for a message about
 * another block. Malformed messages never come here: parseFrame drops them.
 */
export type FoldResult = { block: ProjectedBlock } | 'resync' | 'ignore'

function expand([txid, fee, vsize, value, rate, flags, time, acc]: CompressedTransaction) {
  const tx: StrippedTransaction = { txid, fee, vsize, value, rate, flags, time }
  if (acc === 1) tx.acc = true
  return tx
}

/**
 * Applies one `projected-block-transactions` message to the current block of `index`. Snapshots replace
 * the block; a delta applies only on top of the sequence right before it.
 */
export function foldProjectedBlock(
  current: ProjectedBlock | undefined,
  message: ProjectedBlockMessage,
  index: number,
): FoldResult {
  if (message.index !== index) return 'ignore'
  if (message.blockTransactions) {
    const transactions = new Map(message.blockTransactions.map((e) => [e[0], expand(e)]))
    return { block: { index, sequence: message.sequence, transactions } }
  }
  const delta = message.delta
  if (!current || !delta || message.sequence !== current.sequence + 1) return 'resync'
  const transactions = new Map(current.transactions)
  for (const txid of delta.removed) transactions.delete(txid)
  for (const entry of delta.added) transactions.set(entry[0], expand(entry))
  for (const [txid, rate, flags, acc] of delta.changed) {
    const tx = transactions.get(txid)
    if (!tx) continue
    const next: StrippedTransaction = { ...tx, rate, flags }
    if (acc === 1) next.acc = true
    else delete next.acc
    transactions.set(txid, next)
  }
  return { block: { index, sequence: message.sequence, transactions } }
}
