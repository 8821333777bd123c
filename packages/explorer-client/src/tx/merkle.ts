import type { MerkleProof } from '../wire/transaction.js'
import { hash256, hash256Id } from './hash.js'
import { hexToBytes, reversedHex, TxDecodeError } from './reader.js'

export interface MerkleProofCheck {
  /** True when the root computed from the txid and the proof is the header's merkle root. */
  verified: boolean
  /** The root computed from the proof, shown byte-reversed like the block's `merkle_root`. */
  computedRoot: string
  /** The merkle root read from the header (bytes 36..68). */
  headerRoot: string
  /** The header's hash (its block hash), so callers can check the header is the block they asked for. */
  blockHash: string
}

const hashBytes = (hex: string, what: string) => {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new TxDecodeError(`The ${what} ${JSON.stringify(hex.slice(0, 70))} is not 64 hex digits.`)
  }
  return hexToBytes(hex, what).reverse()
}

/**
 * Recomputes a block's merkle root from a txid and its Electrum-style proof (`GET /tx/:txid/merkle-proof`:
 * siblings leaf to root, and the position) and compares it with the merkle root in the block's 80-byte
 * header (`GET /block/:hash/header`). A match proves the transaction is in the block with that header,
 * without trusting the data service's word for it.
 *
 * @example
 * const check = verifyMerkleProof({ txid, proof, header })
 * check.verified // true
 */
export function verifyMerkleProof({
  txid,
  proof,
  header,
}: {
  txid: string
  proof: MerkleProof
  header: string
}): MerkleProofCheck {
  const head = hexToBytes(header, 'block header')
  if (head.length !== 80) {
    throw new TxDecodeError(`A block header is 80 bytes; this one is ${head.length}.`)
  }
  const { pos, merkle } = proof
  if (!Number.isSafeInteger(pos) || pos < 0 || pos >= 2 ** merkle.length) {
    throw new TxDecodeError(
      `Position ${pos} cannot be reached with ${merkle.length} sibling hashes in the proof.`,
    )
  }
  let node = hashBytes(txid, 'txid')
  const pair = new Uint8Array(64)
  merkle.forEach((sibling, level) => {
    const other = hashBytes(sibling, `sibling hash at level ${level}`)
    // The position's bit at this level says whether our node is the right (1) or left (0) child.
    const right = Math.floor(pos / 2 ** level) % 2 === 1
    pair.set(right ? other : node, 0)
    pair.set(right ? node : other, 32)
    node = hash256(pair)
  })
  const computedRoot = reversedHex(node)
  const headerRoot = reversedHex(head.subarray(36, 68))
  return {
    verified: computedRoot === headerRoot,
    computedRoot,
    headerRoot,
    blockHash: hash256Id(head),
  }
}
