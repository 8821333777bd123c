import type { ScriptType } from '../bitcoin/script.js'
import { RawTxCursor } from './raw-tx.js'
import type { Output } from './types.js'

/**
 * An output as the chain keeps it. Its script is not a buffer of its own but a range of the
 * transaction's bytes, viewed when read: a small buffer costs about 300 bytes of bookkeeping for 25 of
 * script, over 80 MB for main's outputs. Its spender is recorded here too (read it through
 * `chain.spends`): an index keyed by outpoint strings cost another 30 MB.
 */
export class TxOutput implements Output {
  readonly value: number
  readonly type: ScriptType
  readonly address: string | undefined
  /** The transaction spending it, while one does; `spentVin` is the input. */
  spentBy: string | undefined = undefined
  spentVin = 0
  private readonly raw: Uint8Array
  private readonly start: number
  private readonly end: number

  constructor(
    raw: Uint8Array,
    range: { start: number; end: number },
    value: number,
    type: ScriptType,
    address: string | undefined,
  ) {
    this.raw = raw
    this.start = range.start
    this.end = range.end
    this.value = value
    this.type = type
    this.address = address
  }

  get script(): Uint8Array {
    return this.raw.subarray(this.start, this.end)
  }
}

/** Where each output script lies in a serialised transaction, in output order. */
export function outputScriptRanges(raw: Uint8Array): { start: number; end: number }[] {
  const cursor = new RawTxCursor(raw)
  for (let inputs = cursor.varint(); inputs > 0; inputs--) {
    // The outpoint, the script, the sequence.
    cursor.skip(36)
    cursor.skip(cursor.varint() + 4)
  }
  const ranges: { start: number; end: number }[] = []
  for (let outputs = cursor.varint(); outputs > 0; outputs--) {
    cursor.skip(8)
    const length = cursor.varint()
    ranges.push({ start: cursor.at, end: cursor.at + length })
    cursor.skip(length)
  }
  return ranges
}

/** Transactions up to this size share slabs; a larger one keeps its own buffer. */
const largest = 64 * 1024
const slabSize = 1024 * 1024
let slab = new Uint8Array(0)
let used = 0

/**
 * A copy of a transaction's bytes in a shared slab: a buffer per transaction costs about 250 bytes of
 * bookkeeping besides its bytes (25 MB on main). Slabs are never freed, like the chain's records; only
 * transactions replaced out of the mempool leave their bytes behind.
 */
export function packRaw(bytes: Uint8Array): Uint8Array {
  if (bytes.length > largest) return bytes.slice()
  if (used + bytes.length > slab.length) {
    slab = new Uint8Array(slabSize)
    used = 0
  }
  const packed = slab.subarray(used, used + bytes.length)
  packed.set(bytes)
  used += bytes.length
  return packed
}
