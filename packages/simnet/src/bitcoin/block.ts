import { Block } from 'bitcoinjs-lib'
import { fromHashHex, hashHex, sha256d } from './tx.js'

const maxTarget = 0xffffn << 208n

/** Compact `bits` for a difficulty (difficulty 1 is target 0xffff << 208). */
export function difficultyToBits(difficulty: number): number {
  // Scale to keep the division exact enough for tiny (regtest, signet) and huge (main) difficulties.
  const scale = 1_000_000_000n
  let target = (maxTarget * scale) / BigInt(Math.max(1, Math.round(difficulty * 1e9)))
  if (target > (1n << 255n) - 1n) target = (1n << 255n) - 1n
  let size = Math.ceil(target.toString(16).length / 2)
  let mantissa = size <= 3 ? target << BigInt(8 * (3 - size)) : target >> BigInt(8 * (size - 3))
  if (mantissa & 0x800000n) {
    mantissa >>= 8n
    size += 1
  }
  return (size << 24) | Number(mantissa)
}

/** The difficulty a compact `bits` stands for. */
export function bitsToDifficulty(bits: number): number {
  const size = bits >>> 24
  const mantissa = BigInt(bits & 0x7fffff)
  const target = size <= 3 ? mantissa >> BigInt(8 * (3 - size)) : mantissa << BigInt(8 * (size - 3))
  // Difficulties span 1e-10 (regtest) to 1e15 (main): divide as floats of the exact integers, which keeps
  // 15 significant digits at both ends.
  return Number(maxTarget) / Number(target)
}

/** Merkle root (hex, display order) of the txids of a block. */
export function merkleRoot(txids: readonly string[]): string {
  return hashHex(merkleLevels(txids.map(fromHashHex)).at(-1)?.[0] ?? new Uint8Array(32))
}

/** Every level of the merkle tree, leaves first; an odd level repeats its last hash. */
export function merkleLevels(leaves: Uint8Array[]): Uint8Array[][] {
  const levels = [leaves]
  let level = leaves
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array
      const right = level[i + 1] ?? left
      next.push(sha256d(Buffer.concat([left, right])))
    }
    levels.push(next)
    level = next
  }
  return levels
}

/** The Electrum-style merkle branch of the transaction at `pos`: sibling hashes (display hex), leaf to root. */
export function merkleBranch(txids: readonly string[], pos: number): string[] {
  const levels = merkleLevels(txids.map(fromHashHex))
  const branch: string[] = []
  let index = pos
  for (const level of levels.slice(0, -1)) {
    const sibling = level[index ^ 1] ?? level[index]
    branch.push(hashHex(sibling as Uint8Array))
    index >>= 1
  }
  return branch
}

/**
 * The witness commitment (BIP 141): sha256d of the merkle root of the wtxids (the coinbase's counted as
 * zero) and the coinbase's 32-byte witness reserved value (zero here). `raws` are the non-coinbase
 * transactions of the block, serialised with their witnesses.
 */
export function witnessCommitment(raws: Uint8Array[]): Uint8Array {
  const root = merkleLevels([new Uint8Array(32), ...raws.map(sha256d)]).at(-1)?.[0] as Uint8Array
  return sha256d(Buffer.concat([root, new Uint8Array(32)]))
}

export interface HeaderFields {
  version: number
  previousHash: string
  merkleRoot: string
  time: number
  bits: number
  nonce: number
}

/** The 80-byte header and its hash (display hex). */
export function header(fields: HeaderFields): { bytes: Uint8Array; hash: string } {
  const block = new Block()
  block.version = fields.version
  block.prevHash = fromHashHex(fields.previousHash)
  block.merkleRoot = fromHashHex(fields.merkleRoot)
  block.timestamp = fields.time
  block.bits = fields.bits
  block.nonce = fields.nonce
  const bytes = block.toBuffer(true)
  return { bytes, hash: hashHex(sha256d(bytes)) }
}
