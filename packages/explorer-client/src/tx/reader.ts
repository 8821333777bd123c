import { ExplorerError } from '../errors.js'

/** A raw transaction (or header) that cannot be read: `position` is the byte where reading stopped. */
export class TxDecodeError extends ExplorerError {
  override name = 'TxDecodeError'
  /** Byte offset in the raw bytes (the hex character is at twice this), when the fault has a place. */
  readonly position: number | undefined
  constructor(message: string, position?: number) {
    super(message)
    this.position = position
  }
}

/**
 * Hex to bytes, refusing what is not hex with the place of the first fault: people paste transactions, and
 * "non-hex character 'g' at position 1,203" is something they can act on.
 */
export function hexToBytes(hex: string, what = 'transaction'): Uint8Array {
  const text = hex.trim()
  if (text.length === 0) throw new TxDecodeError(`The ${what} is empty: paste its hex.`)
  const bad = text.search(/[^0-9a-fA-F]/)
  if (bad >= 0) {
    const char = JSON.stringify(text[bad])
    throw new TxDecodeError(
      `Non-hex character ${char} at position ${bad + 1} of the ${what}'s hex.`,
      bad >> 1,
    )
  }
  if (text.length % 2) {
    throw new TxDecodeError(
      `The ${what}'s hex has an odd length (${text.length} characters): a byte is two hex digits.`,
    )
  }
  const bytes = new Uint8Array(text.length / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** Bitcoin shows hashes byte-reversed; this turns internal order into the shown one and back. */
export function reversedHex(bytes: Uint8Array): string {
  return bytesToHex(bytes.slice().reverse())
}

/** Reads little-endian fields in order, naming the field when the bytes run out. */
export class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}

  get left(): number {
    return this.bytes.length - this.offset
  }

  take(count: number, field: string): Uint8Array {
    if (count > this.left) {
      throw new TxDecodeError(
        `Truncated at byte ${this.offset}: ${field} needs ${count} bytes, ${this.left} left.`,
        this.offset,
      )
    }
    this.offset += count
    return this.bytes.subarray(this.offset - count, this.offset)
  }

  uint(size: 1 | 2 | 4 | 8, field: string): number {
    const b = this.take(size, field)
    let value = 0
    for (let i = size - 1; i >= 0; i--) value = value * 256 + (b[i] as number)
    if (!Number.isSafeInteger(value)) {
      throw new TxDecodeError(
        `${field} at byte ${this.offset - size} is larger than any amount or count can be.`,
        this.offset - size,
      )
    }
    return value
  }

  /** Bitcoin's CompactSize: one byte below 0xfd, else a 2, 4 or 8 byte number after a marker. */
  varint(field: string): number {
    const first = this.uint(1, field)
    if (first < 0xfd) return first
    return this.uint(first === 0xfd ? 2 : first === 0xfe ? 4 : 8, field)
  }

  /** A count of items each at least `minSize` bytes long: refused early when the rest cannot hold them. */
  count(field: string, minSize: number): number {
    const at = this.offset
    const n = this.varint(field)
    if (n * minSize > this.left) {
      throw new TxDecodeError(
        `Truncated: the transaction ends at byte ${this.bytes.length}, but ${field} at byte ${at} says ${n}, which needs at least ${n * minSize} bytes more.`,
        at,
      )
    }
    return n
  }

  varbytes(field: string): Uint8Array {
    return this.take(this.varint(`${field}'s length`), field)
  }
}
