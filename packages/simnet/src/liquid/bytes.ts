/**
 * Little byte writer and reader for the Elements serialisations (transactions, block headers): Bitcoin's
 * CompactSize integers, little-endian u32, big-endian u64 for explicit confidential amounts.
 */

/** Bytes of a CompactSize integer (the length prefix of every vector). */
export function compactSizeLength(n: number): number {
  return n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffffffff ? 5 : 9
}

export class ByteWriter {
  private buffer: Uint8Array
  private at = 0

  constructor(capacity = 256) {
    this.buffer = new Uint8Array(capacity)
  }

  private room(size: number): void {
    if (this.at + size <= this.buffer.length) return
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.at + size))
    grown.set(this.buffer.subarray(0, this.at))
    this.buffer = grown
  }

  byte(value: number): this {
    this.room(1)
    this.buffer[this.at++] = value & 0xff
    return this
  }

  bytes(value: Uint8Array): this {
    this.room(value.length)
    this.buffer.set(value, this.at)
    this.at += value.length
    return this
  }

  u32(value: number): this {
    this.room(4)
    for (let i = 0; i < 4; i++) this.buffer[this.at++] = (value >>> (8 * i)) & 0xff
    return this
  }

  compactSize(n: number): this {
    if (n < 0xfd) return this.byte(n)
    if (n <= 0xffff)
      return this.byte(0xfd)
        .byte(n)
        .byte(n >>> 8)
    if (n <= 0xffffffff) return this.byte(0xfe).u32(n)
    throw new Error(`length ${n} too large`)
  }

  /** A vector of bytes: its length, then the bytes. */
  varBytes(value: Uint8Array): this {
    return this.compactSize(value.length).bytes(value)
  }

  /** A witness stack: the item count, then each item with its length. */
  stack(items: readonly Uint8Array[]): this {
    this.compactSize(items.length)
    for (const item of items) this.varBytes(item)
    return this
  }

  get length(): number {
    return this.at
  }

  finish(): Uint8Array {
    return this.buffer.slice(0, this.at)
  }
}

/** Reads what ByteWriter writes; throws on data that ends early. Slices are views, not copies. */
export class ByteReader {
  private readonly data: Uint8Array
  at = 0

  constructor(data: Uint8Array) {
    this.data = data
  }

  get done(): boolean {
    return this.at >= this.data.length
  }

  byte(): number {
    const value = this.data[this.at]
    if (value === undefined) throw new Error('data ends early')
    this.at++
    return value
  }

  peek(): number {
    const value = this.data[this.at]
    if (value === undefined) throw new Error('data ends early')
    return value
  }

  bytes(size: number): Uint8Array {
    if (this.at + size > this.data.length) throw new Error('data ends early')
    const out = this.data.subarray(this.at, this.at + size)
    this.at += size
    return out
  }

  u32(): number {
    const b = this.bytes(4)
    return ((b[0] ?? 0) | ((b[1] ?? 0) << 8) | ((b[2] ?? 0) << 16) | ((b[3] ?? 0) << 24)) >>> 0
  }

  compactSize(): number {
    const first = this.byte()
    if (first < 0xfd) return first
    if (first === 0xfd) return this.byte() | (this.byte() << 8)
    if (first === 0xfe) return this.u32()
    throw new Error('length too large')
  }

  varBytes(): Uint8Array {
    return this.bytes(this.compactSize())
  }

  /** The bytes from `start` to the current position (a view). */
  bytesFrom(start: number): Uint8Array {
    return this.data.subarray(start, this.at)
  }

  stack(): Uint8Array[] {
    const count = this.compactSize()
    const items: Uint8Array[] = []
    for (let i = 0; i < count; i++) items.push(this.varBytes())
    return items
  }
}

/** An amount as 8 bytes big-endian (explicit confidential values). Amounts stay below 2^53. */
export function u64be(value: number): Uint8Array {
  const out = new Uint8Array(8)
  let rest = value
  for (let i = 7; i >= 0; i--) {
    out[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  return out
}

export function readU64be(bytes: Uint8Array): number {
  let value = 0
  for (const byte of bytes) value = value * 256 + byte
  return value
}

/** An amount as 8 bytes little-endian (a peg-in witness's value). */
export function u64le(value: number): Uint8Array {
  return u64be(value).reverse()
}

export const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')
export const fromHex = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'hex'))
/** Byte arrays joined: bitcoin/script's concat. */
export { concat as concatBytes } from '../bitcoin/script.js'
/** A 32-byte hash in the order explorers print it (reversed), and back: the Bitcoin side's helpers. */
export { fromHashHex as fromDisplayHex, hashHex as displayHex } from '../bitcoin/tx.js'
