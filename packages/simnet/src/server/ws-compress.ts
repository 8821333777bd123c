import type { StrippedTransaction } from '@outpoint/explorer-client'
import type { CompressedTransaction } from '@outpoint/explorer-client/live'
import type { ScriptType } from '../bitcoin/script.js'
import { hashHex, Transaction } from '../bitcoin/tx.js'
import type { SimChain } from '../chain/history.js'
import { type MempoolGraph, mempoolGraph } from '../chain/mempool-graph.js'
import { replacesOf } from '../chain/replacements.js'
import type { TxRecord } from '../chain/types.js'

/** mempool's `TransactionFlags` bits that simnet's transactions can carry. */
export const txFlags = {
  rbf: 1,
  noRbf: 2,
  v1: 4,
  v2: 8,
  v3: 16,
  p2pk: 2 ** 8,
  p2ms: 2 ** 9,
  p2pkh: 2 ** 10,
  p2sh: 2 ** 11,
  p2wpkh: 2 ** 12,
  p2wsh: 2 ** 13,
  p2tr: 2 ** 14,
  cpfpParent: 2 ** 16,
  cpfpChild: 2 ** 17,
  replacement: 2 ** 18,
  opReturn: 2 ** 24,
  consolidation: 2 ** 33,
  batchPayout: 2 ** 34,
  sighashAll: 2 ** 40,
  sighashDefault: 2 ** 43,
} as const

/** The flag of each output type (both networks' outputs have these types). */
export const typeFlags: Partial<Record<ScriptType, number>> = {
  p2pk: txFlags.p2pk,
  multisig: txFlags.p2ms,
  p2pkh: txFlags.p2pkh,
  p2sh: txFlags.p2sh,
  v0_p2wpkh: txFlags.p2wpkh,
  v0_p2wsh: txFlags.p2wsh,
  v1_p2tr: txFlags.p2tr,
  op_return: txFlags.opReturn,
}

/** What a transaction's bytes say, decoded once per transaction. */
interface TxShape {
  /** `txid:vout` of each input. */
  spends: string[]
  value: number
  /** The flags that do not depend on the mempool around it. */
  flags: number
}

const shapes = new WeakMap<TxRecord, TxShape>()

/** A DER signature's last byte is its sighash type; a 64-byte Schnorr signature means SIGHASH_DEFAULT. */
function signatureFlags(item: Uint8Array): number {
  if (item.length === 64) return txFlags.sighashDefault
  if (item.length >= 9 && item.length <= 73 && item[0] === 0x30 && item.at(-1) === 0x01)
    return txFlags.sighashAll
  return 0
}

function shapeOf(record: TxRecord): TxShape {
  let shape = shapes.get(record)
  if (shape) return shape
  const tx = Transaction.fromBuffer(record.raw)
  let flags = tx.version === 1 ? txFlags.v1 : tx.version === 2 ? txFlags.v2 : txFlags.v3
  flags |= tx.ins.some((input) => input.sequence < 0xfffffffe) ? txFlags.rbf : txFlags.noRbf
  for (const out of [...record.prevouts, ...record.outputs]) flags |= typeFlags[out.type] ?? 0
  for (const input of tx.ins) {
    for (const item of input.witness) flags |= signatureFlags(item)
    // A legacy spend signs in its scriptSig: the first push.
    const size = input.script[0] ?? 0
    if (size >= 9 && size <= 73) flags |= signatureFlags(input.script.subarray(1, 1 + size))
  }
  const ratio = tx.ins.length / Math.max(1, tx.outs.length)
  if (ratio >= 5) flags |= txFlags.consolidation
  if (ratio <= 0.2) flags |= txFlags.batchPayout
  shape = {
    spends: tx.ins.map((input) => `${hashHex(input.hash)}:${input.index}`),
    value: record.outputs.reduce((n, o) => n + o.value, 0),
    flags,
  }
  shapes.set(record, shape)
  return shape
}

/** The outpoints a transaction spends, as `txid:vout`. */
export const spendsOf = (record: TxRecord): string[] => shapeOf(record).spends

/** Total output value. */
export const outputValue = (record: TxRecord): number => shapeOf(record).value

/**
 * The flags of a mempool transaction: its own, plus CPFP parent (an unconfirmed transaction spends it),
 * child (it spends an unconfirmed one) and replacement (it replaced others).
 */
export function flagsOf(
  sim: SimChain,
  record: TxRecord,
  graph: MempoolGraph = mempoolGraph(sim.chain),
): number {
  let flags = shapeOf(record).flags
  const node = graph.nodes.get(record.txid)
  if (node?.parents.length) flags |= txFlags.cpfpChild
  if (node?.children.length) flags |= txFlags.cpfpParent
  if (replacesOf(sim, record.txid)?.length) flags |= txFlags.replacement
  return flags
}

/** The fee rate a client shows, rounded to 0.01 sat/vB as mempool sends it. */
export const roundedRate = (rate: number): number => Math.round(rate * 100) / 100

/** `TransactionCompressed`: `[txid, fee, vsize, value, rate, flags, time]`. */
export function compressTx(record: TxRecord, rate: number, flags: number): CompressedTransaction {
  return [
    record.txid,
    record.fee,
    record.weight / 4,
    outputValue(record),
    roundedRate(rate),
    flags,
    record.firstSeen,
  ]
}

/** `TransactionStripped`, as the `transactions` key lists the latest arrivals: `rate` is effective. */
export function strippedTx(
  record: TxRecord,
  rate = record.fee / (record.weight / 4),
): StrippedTransaction {
  return {
    txid: record.txid,
    fee: record.fee,
    vsize: record.weight / 4,
    value: outputValue(record),
    rate,
    time: record.firstSeen,
  }
}
