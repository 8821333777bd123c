import { hash } from 'node:crypto'
import { sha256d } from '../bitcoin/tx.js'
import { ByteWriter } from './bytes.js'
import { fastMerkleNode } from './fast-merkle.js'

/**
 * How Elements names issued assets (src/issuance.cpp): the entropy of an issuance commits to the outpoint
 * its input spends and to a contract hash; the asset id and its reissuance token derive from the entropy.
 * All values here are in internal byte order; explorers print them reversed.
 */

/** Entropy = fast merkle (sha256d(outpoint), contract hash). `txid` in internal byte order. */
export function assetEntropy(txid: Uint8Array, vout: number, contractHash: Uint8Array): Uint8Array {
  const outpoint = new ByteWriter(36).bytes(txid).u32(vout).finish()
  return fastMerkleNode(sha256d(outpoint), contractHash)
}

/** The asset id: fast merkle (entropy, 32 zero bytes). */
export function assetIdFromEntropy(entropy: Uint8Array): Uint8Array {
  return fastMerkleNode(entropy, new Uint8Array(32))
}

/**
 * The reissuance token: fast merkle (entropy, 1 or 2 as a little-endian uint256), 2 when the issuance's
 * token amount is blinded: a blinded and an explicit issuance of the same entropy give different tokens.
 */
export function reissuanceToken(entropy: Uint8Array, confidential: boolean): Uint8Array {
  const tag = new Uint8Array(32)
  tag[0] = confidential ? 2 : 1
  return fastMerkleNode(entropy, tag)
}

/** JSON with object keys sorted at every level and no spaces: the form the asset registry hashes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * A registry contract's hash, as the Blockstream asset registry defines it: SHA-256 of the canonical JSON,
 * used in internal byte order as the issuance's contract hash. (Its ASCII-only contracts need no escaping.)
 */
export function contractHash(contract: unknown): Uint8Array {
  return Uint8Array.from(hash('sha256', canonicalJson(contract), 'buffer'))
}
