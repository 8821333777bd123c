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
 * gap, a delta before any snapshot, malformed entries) and a full snapshot must be asked for, or `ignore`
 * for a message about another block.
 */
export type FoldResult = { block: ProjectedBlock } | 'resync' | 'ignore'

const isTxid = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/i.test(v)
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

function expand(entry: unknown): StrippedTransaction | undefined {
  if (!Array.isArray(entry)) return undefined
  const [txid, fee, vsize, value, rate, flags, time, acc] = entry as CompressedTransaction
  if (!isTxid(txid) || ![fee, vsize, value, rate].every(isNum)) return undefined
  const tx: StrippedTransaction = { txid, fee, vsize, value, rate }
  if (isNum(flags)) tx.flags = flags
  if (isNum(time)) tx.time = time
  if (acc === 1) tx.acc = true
  return tx
}

function addAll(into: Map<string, StrippedTransaction>, entries: unknown): boolean {
  if (!Array.isArray(entries)) return false
  for (const entry of entries) {
    const tx = expand(entry)
    if (!tx) return false
    into.set(tx.txid, tx)
  }
  return true
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
  if (typeof message !== 'object' || message === null || message.index !== index) return 'ignore'
  if (!isNum(message.sequence)) return 'resync'
  if (message.blockTransactions) {
    const transactions = new Map<string, StrippedTransaction>()
    if (!addAll(transactions, message.blockTransactions)) return 'resync'
    return { block: { index, sequence: message.sequence, transactions } }
  }
  const delta = message.delta
  if (!current || !delta || message.sequence !== current.sequence + 1) return 'resync'
  const transactions = new Map(current.transactions)
  if (!Array.isArray(delta.removed) || !Array.isArray(delta.changed)) return 'resync'
  for (const txid of delta.removed) transactions.delete(txid)
  if (!addAll(transactions, delta.added)) return 'resync'
  for (const change of delta.changed) {
    const [txid, rate, flags, acc] = Array.isArray(change) ? change : []
    if (typeof txid !== 'string' || !isNum(rate)) return 'resync'
    const tx = transactions.get(txid)
    if (!tx) continue
    const next: StrippedTransaction = { ...tx, rate }
    if (isNum(flags)) next.flags = flags
    if (acc === 1) next.acc = true
    else delete next.acc
    transactions.set(txid, next)
  }
  return { block: { index, sequence: message.sequence, transactions } }
}
