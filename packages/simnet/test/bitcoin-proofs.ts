import { createHash } from 'node:crypto'
import { Transaction } from 'bitcoinjs-lib'

// Independent checks of what simnet serves: hashing, headers, merkle proofs and transaction sizes done
// here from the bytes, not with simnet's own code.

export const sha256d = (data: Uint8Array): Buffer =>
  createHash('sha256').update(createHash('sha256').update(data).digest()).digest()

/** A hash as explorers print it (byte order reversed). */
export const displayHex = (hash: Uint8Array): string => Buffer.from(hash).reverse().toString('hex')
/** A printed hash back in the byte order the serialisations use. */
export const internalBytes = (hex: string): Buffer => Buffer.from(hex, 'hex').reverse()

export interface Header {
  hash: string
  version: number
  previousHash: string
  merkleRoot: string
  time: number
  bits: number
  nonce: number
}

/** The fields of an 80-byte block header, and its hash (double SHA-256). */
export function parseHeader(bytes: Uint8Array): Header {
  const b = Buffer.from(bytes.subarray(0, 80))
  if (b.length !== 80) throw new Error(`a header has 80 bytes, got ${b.length}`)
  return {
    hash: displayHex(sha256d(b)),
    version: b.readInt32LE(0),
    previousHash: displayHex(b.subarray(4, 36)),
    merkleRoot: displayHex(b.subarray(36, 68)),
    time: b.readUInt32LE(68),
    bits: b.readUInt32LE(72),
    nonce: b.readUInt32LE(76),
  }
}

/** The merkle root an Electrum-style proof (sibling hashes leaf to root) gives for `txid` at `pos`. */
export function rootFromBranch(txid: string, branch: string[], pos: number): string {
  let hash = internalBytes(txid)
  let index = pos
  for (const sibling of branch.map(internalBytes)) {
    hash = sha256d(Buffer.concat(index & 1 ? [sibling, hash] : [hash, sibling]))
    index >>= 1
  }
  return displayHex(hash)
}

function readVarint(b: Buffer, at: number): [value: number, next: number] {
  const first = b.readUInt8(at)
  if (first < 0xfd) return [first, at + 1]
  if (first === 0xfd) return [b.readUInt16LE(at + 1), at + 3]
  if (first === 0xfe) return [b.readUInt32LE(at + 1), at + 5]
  throw new Error('varint too large')
}

export interface MerkleBlock {
  header: Header
  totalTransactions: number
  /** The root the partial merkle tree hashes up to. */
  root: string
  /** The txids the tree marks as matched. */
  matched: string[]
  /** Every hash and flag byte was read, nothing left over. */
  consumedAll: boolean
}

/** Parses bitcoind's `merkleblock` serialisation (BIP 37) and walks its partial merkle tree. */
export function parseMerkleBlock(hex: string): MerkleBlock {
  const b = Buffer.from(hex, 'hex')
  const header = parseHeader(b)
  const total = b.readUInt32LE(80)
  let [count, at] = readVarint(b, 84)
  const hashes: Buffer[] = []
  for (let i = 0; i < count; i++, at += 32) hashes.push(b.subarray(at, at + 32))
  ;[count, at] = readVarint(b, at)
  const flags = b.subarray(at, at + count)
  const width = (height: number) => (total + (1 << height) - 1) >> height
  let bit = 0
  let used = 0
  const matched: string[] = []
  const walk = (height: number, pos: number): Buffer => {
    const flag = ((flags[bit >> 3] ?? 0) >> (bit & 7)) & 1
    bit++
    if (height === 0 || !flag) {
      const hash = hashes[used++]
      if (!hash) throw new Error('the partial merkle tree runs out of hashes')
      if (height === 0 && flag) matched.push(displayHex(hash))
      return hash
    }
    const left = walk(height - 1, pos * 2)
    const right = pos * 2 + 1 < width(height - 1) ? walk(height - 1, pos * 2 + 1) : left
    return sha256d(Buffer.concat([left, right]))
  }
  let height = 0
  while (width(height) > 1) height++
  const root = displayHex(walk(height, 0))
  return {
    header,
    totalTransactions: total,
    root,
    matched,
    consumedAll:
      used === hashes.length && Math.ceil(bit / 8) === flags.length && at + count === b.length,
  }
}

export interface TxFacts {
  tx: Transaction
  /** double SHA-256 of the serialisation without witnesses, printed. */
  txid: string
  size: number
  weight: number
}

/** Decodes a raw transaction and measures it from its bytes: txid, size and weight (BIP 141). */
export function txFacts(hex: string): TxFacts {
  const tx = Transaction.fromHex(hex)
  const stripped = Transaction.fromHex(hex)
  for (const input of stripped.ins) input.witness = []
  const base = stripped.toBuffer()
  const full = Buffer.from(hex, 'hex')
  return {
    tx,
    txid: displayHex(sha256d(base)),
    size: full.length,
    weight: base.length * 3 + full.length,
  }
}
