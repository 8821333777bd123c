import { decodeBase58Check, decodeConfidentialSegwit } from '@outpoint/explorer-client/address'
import { address as bitcoinAddress } from 'bitcoinjs-lib'
import { flat, outputScript, scriptType } from '../bitcoin/script.js'
import { encodeBase58Check } from './base58.js'
import { encodeBlech32Address } from './blech32.js'
import { concatBytes } from './bytes.js'
import type { LiquidAddressParams } from './params.js'

/**
 * Liquid addresses. An output's script has one unconfidential address (`Q…`/`G…`/`ex1…` on Liquid); a
 * confidential address adds the receiver's blinding key (`VJL…`, `lq1…`): it pays the same script, so
 * an explorer keys histories by the unconfidential form and accepts both in its routes.
 */

/** Witness version and program of a segwit output script, or undefined. */
function witnessProgram(script: Uint8Array): { version: number; program: Uint8Array } | undefined {
  const first = script[0] ?? -1
  const length = script[1] ?? 0
  const version = first === 0 ? 0 : first >= 0x51 && first <= 0x60 ? first - 0x50 : -1
  if (version < 0 || length < 2 || length > 40 || script.length !== length + 2) return undefined
  if (version === 0 && length !== 20 && length !== 32) return undefined
  return { version, program: script.subarray(2) }
}

/** The unconfidential address of an output script, or undefined when it has none. */
export function scriptAddress(script: Uint8Array, params: LiquidAddressParams): string | undefined {
  const type = scriptType(script)
  if (type === 'p2pkh')
    return flat(bitcoinAddress.toBase58Check(script.subarray(3, 23), params.p2pkh))
  if (type === 'p2sh')
    return flat(bitcoinAddress.toBase58Check(script.subarray(2, 22), params.p2sh))
  const witness = witnessProgram(script)
  return witness
    ? flat(bitcoinAddress.toBech32(witness.program, witness.version, params.bech32))
    : undefined
}

/** The confidential address of an output script with a blinding key (33 bytes, 02/03), or undefined. */
export function confidentialAddress(
  script: Uint8Array,
  blindingKey: Uint8Array,
  params: LiquidAddressParams,
): string | undefined {
  const type = scriptType(script)
  const base58 = (version: number, hash: Uint8Array) =>
    encodeBase58Check(concatBytes(Uint8Array.of(params.blindedPrefix, version), blindingKey, hash))
  if (type === 'p2pkh') return base58(params.p2pkh, script.subarray(3, 23))
  if (type === 'p2sh') return base58(params.p2sh, script.subarray(2, 22))
  const witness = witnessProgram(script)
  return witness
    ? encodeBlech32Address(params.blech32, witness.version, blindingKey, witness.program)
    : undefined
}

export interface DecodedLiquidAddress {
  script: Uint8Array
  confidential: boolean
  /** A confidential address's blinding key (33 bytes). */
  blindingKey?: Uint8Array
}

/** The script an address (confidential or not) of these params pays, or undefined when it is none. */
export function decodeLiquidAddress(
  text: string,
  params: LiquidAddressParams,
): DecodedLiquidAddress | undefined {
  const payload = decodeBase58Check(text)
  if (payload) {
    const confidential = payload.length === 55 && payload[0] === params.blindedPrefix
    if (confidential && payload[2] !== 2 && payload[2] !== 3) return undefined
    if (!confidential && payload.length !== 21) return undefined
    const version = confidential ? payload[1] : payload[0]
    const hash = payload.subarray(payload.length - 20)
    const blinding = confidential ? { blindingKey: payload.subarray(2, 35) } : {}
    if (version === params.p2pkh)
      return { script: outputScript.p2pkh(hash), confidential, ...blinding }
    if (version === params.p2sh)
      return { script: outputScript.p2sh(hash), confidential, ...blinding }
    return undefined
  }
  // The client's decoder checks the segwit rules and that the blinding key is a compressed public key.
  const blinded = decodeConfidentialSegwit(params.blech32, text)
  if (blinded) {
    const op = blinded.version === 0 ? 0 : 0x50 + blinded.version
    return {
      script: concatBytes(Uint8Array.of(op, blinded.program.length), blinded.program),
      confidential: true,
      blindingKey: blinded.blindingKey,
    }
  }
  try {
    const segwit = bitcoinAddress.fromBech32(text)
    if (segwit.prefix !== params.bech32) return undefined
    // bitcoinjs checks the checksum variant against the version (bech32 for v0, bech32m after).
    const op = segwit.version === 0 ? 0 : 0x50 + segwit.version
    const script = concatBytes(Uint8Array.of(op, segwit.data.length), segwit.data)
    return witnessProgram(script) ? { script, confidential: false } : undefined
  } catch {
    return undefined
  }
}
