import { hash } from 'node:crypto'
import { Transaction } from 'bitcoinjs-lib'
import type { Rng } from '../rng.js'

/** Double SHA-256, with Node's one-shot hash (several times faster than createHash for small inputs). */
export const sha256d = (data: Uint8Array): Uint8Array =>
  hash('sha256', hash('sha256', data, 'buffer'), 'buffer')

/** Hex of a hash in the byte order explorers print (reversed). Built natively: a flat string, not a rope. */
export const hashHex = (hash: Uint8Array): string => Buffer.from(hash).reverse().toString('hex')
export const fromHashHex = (hex: string): Uint8Array => Buffer.from(hex, 'hex').reverse()

/** A DER-shaped ECDSA signature with a SIGHASH_ALL byte: 71 or 72 bytes, the sizes real ones have. */
function ecdsaSignature(rng: Rng): Uint8Array {
  const r = rng.bytes(rng.chance(0.5) ? 33 : 32)
  if (r.length === 33) r[0] = 0
  else r[0] = (r[0] ?? 0) & 0x7f
  const s = rng.bytes(32)
  s[0] = (s[0] ?? 0) & 0x7f
  return Uint8Array.from([
    0x30,
    4 + r.length + s.length,
    0x02,
    r.length,
    ...r,
    0x02,
    s.length,
    ...s,
    0x01,
  ])
}

function publicKey(rng: Rng): Uint8Array {
  const key = rng.bytes(33)
  key[0] = rng.chance(0.5) ? 2 : 3
  return key
}

/** A 2-of-3 multisig witness script, the common P2WSH spend. */
function multisigScript(rng: Rng): Uint8Array {
  const keys = [publicKey(rng), publicKey(rng), publicKey(rng)]
  return Uint8Array.from([0x52, ...keys.flatMap((k) => [0x21, ...k]), 0x53, 0xae])
}

/**
 * Fills an input with a spend of the right shape for the output type it spends: a signature and key for
 * p2pkh/p2wpkh (p2sh as nested p2wpkh), 2-of-3 multisig for p2wsh, one Schnorr signature for p2tr.
 * The signatures are random bytes of real sizes: nothing in simnet verifies scripts.
 */
export function spendInput(tx: Transaction, index: number, type: string, rng: Rng): void {
  const input = tx.ins[index]
  if (!input) return
  switch (type) {
    case 'p2pkh': {
      const sig = ecdsaSignature(rng)
      input.script = Uint8Array.from([sig.length, ...sig, 33, ...publicKey(rng)])
      return
    }
    case 'p2sh':
      input.script = Uint8Array.from([0x16, 0x00, 0x14, ...rng.bytes(20)])
      input.witness = [ecdsaSignature(rng), publicKey(rng)]
      return
    case 'v0_p2wsh':
      input.witness = [
        new Uint8Array(0),
        ecdsaSignature(rng),
        ecdsaSignature(rng),
        multisigScript(rng),
      ]
      return
    case 'v1_p2tr':
      input.witness = [rng.bytes(64)]
      return
    default:
      input.witness = [ecdsaSignature(rng), publicKey(rng)]
  }
}

export interface TxFigures {
  txid: string
  raw: Uint8Array
  size: number
  weight: number
  vsize: number
}

/** Serialisation without witnesses (what the txid hashes); the library keeps it private. */
const strippedBytes = (tx: Transaction): Uint8Array =>
  (
    tx as unknown as { __toBuffer(b?: undefined, o?: undefined, witness?: boolean): Uint8Array }
  ).__toBuffer(undefined, undefined, false)

/** The serialised bytes (by the library), the txid hashed from them, and the sizes they give. */
export function figures(tx: Transaction): TxFigures {
  const raw = tx.toBuffer()
  const stripped = tx.hasWitnesses() ? strippedBytes(tx) : raw
  const weight = stripped.length * 3 + raw.length
  return {
    txid: hashHex(sha256d(stripped)),
    raw,
    size: raw.length,
    weight,
    vsize: Math.ceil(weight / 4),
  }
}

/** The weight a transaction will have, without serialising it. */
export const weightOf = (tx: Transaction): number => tx.byteLength(false) * 3 + tx.byteLength(true)

export { Transaction }
