import { bytesToHex, type Reader, reversedHex, TxDecodeError } from './reader.js'

/** Smallest input: 32-byte txid, 4-byte vout, 1-byte empty script, 4-byte sequence. */
const minInputSize = 41

// What Bitcoin's and Elements' serialisations share: the input count, the outpoint, witness stacks, the
// end, and how size turns into weight.

/** The input count, refused when zero: every transaction spends something. */
export function readInputCount(r: Reader): number {
  const at = r.offset
  const count = r.count('the input count', minInputSize)
  if (count === 0) {
    throw new TxDecodeError(
      `The transaction has no inputs (count 0 at byte ${at}): every transaction spends something.`,
      at,
    )
  }
  return count
}

/** Input `i`'s outpoint; `index` is raw (Elements keeps flags in its top bits). */
export function readOutpoint(r: Reader, i: number) {
  const prev = r.take(32, `input ${i}'s previous txid`)
  const index = r.uint(4, `input ${i}'s output index`)
  // The null prevout of a coinbase: all-zero txid, index 0xffffffff.
  const coinbase = index === 0xffffffff && prev.every((b) => b === 0)
  return { txid: reversedHex(prev), index, coinbase }
}

/** A witness stack: a count, then that many length-prefixed items (hex). */
export function readStack(r: Reader, field: string): string[] {
  const items: string[] = []
  const count = r.count(`${field} item count`, 1)
  for (let j = 0; j < count; j++) items.push(bytesToHex(r.varbytes(`${field} item ${j}`)))
  return items
}

/** Refuses bytes after the transaction's end. */
export function expectEnd(r: Reader): void {
  if (r.left > 0) {
    throw new TxDecodeError(
      `${r.left} trailing bytes after the transaction's end at byte ${r.offset}.`,
      r.offset,
    )
  }
}

/** Size, weight and vsize (BIP 141): bytes outside the witness count 4, witness bytes 1. */
export function txSizes(strippedLength: number, size: number) {
  const weight = strippedLength * 3 + size
  return { size, weight, vsize: Math.ceil(weight / 4) }
}
