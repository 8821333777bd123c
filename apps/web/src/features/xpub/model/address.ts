import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import type { AddressParams } from './networks'

const base58check = createBase58check(sha256)

/** The output scripts this page derives. */
export type ScriptKind =
  | { type: 'pkh' | 'wpkh' | 'sh-wpkh' | 'tr' }
  | { type: 'multi'; sorted: boolean; threshold: number; wrap: 'sh' | 'wsh' | 'sh-wsh' }

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

function segwit(params: AddressParams, version: 0 | 1, program: Uint8Array): string {
  const words = [version, ...bech32.toWords(program)]
  return version === 0 ? bech32.encode(params.hrp, words) : bech32m.encode(params.hrp, words)
}

function p2sh(params: AddressParams, redeem: Uint8Array): string {
  return base58check.encode(concat(Uint8Array.of(params.scriptHash), hash160(redeem)))
}

/** BIP 341's output key of a key-path-only output: the internal key tweaked by its own tagged hash. */
export function taprootOutputKey(publicKey: Uint8Array): Uint8Array {
  const x = publicKey.slice(1)
  const tweak = schnorr.utils.taggedHash('TapTweak', x)
  const internal = schnorr.utils.lift_x(BigInt(`0x${toHex(x)}`))
  const output = internal.add(secp256k1.ProjectivePoint.BASE.multiply(BigInt(`0x${toHex(tweak)}`)))
  return schnorr.utils.pointToBytes(output)
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function compare(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d
  }
  return a.length - b.length
}

/** OP_k <key>... OP_n OP_CHECKMULTISIG (keys of 33 bytes, k and n at most 16). */
function multisigScript(threshold: number, keys: readonly Uint8Array[]): Uint8Array {
  const parts = keys.map((k) => concat(Uint8Array.of(33), k))
  return concat(Uint8Array.of(0x50 + threshold), ...parts, Uint8Array.of(0x50 + keys.length, 0xae))
}

/** The address of one derived step: `keys` are compressed public keys (one, or a multisig's). */
export function encodeAddress(
  script: ScriptKind,
  keys: readonly Uint8Array[],
  params: AddressParams,
): string {
  const [first] = keys
  if (script.type !== 'multi') {
    if (!first) throw new Error('no key')
    if (script.type === 'pkh')
      return base58check.encode(concat(Uint8Array.of(params.pubkeyHash), hash160(first)))
    if (script.type === 'wpkh') return segwit(params, 0, hash160(first))
    if (script.type === 'sh-wpkh') return p2sh(params, concat(Uint8Array.of(0, 20), hash160(first)))
    return segwit(params, 1, taprootOutputKey(first))
  }
  const ordered = script.sorted ? [...keys].sort(compare) : keys
  const witnessScript = multisigScript(script.threshold, ordered)
  if (script.wrap === 'sh') return p2sh(params, witnessScript)
  if (script.wrap === 'wsh') return segwit(params, 0, sha256(witnessScript))
  return p2sh(params, concat(Uint8Array.of(0, 32), sha256(witnessScript)))
}
