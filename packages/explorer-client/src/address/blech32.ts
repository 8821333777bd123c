/*
 * Blech32 and blech32m: Elements' variant of bech32 for confidential (blinded) segwit addresses. The format is
 * bech32's, but with a 12-character checksum from a 60-bit BCH code (hence BigInt), a 1000-character limit, and
 * a program that starts with the 33-byte blinding public key. Constants as in ElementsProject/elements
 * src/blech32.cpp.
 */

import { type Bech32String, expandHrp, parseParts, polymod, witnessBytes } from './bech32.js'

export type Blech32Encoding = 'blech32' | 'blech32m'

/** A confidential segwit destination: blinding public key plus witness program. */
export interface ConfidentialWitness {
  version: number
  blindingKey: Uint8Array
  program: Uint8Array
  encoding: Blech32Encoding
}

const GENERATOR = [
  0x7d52fba40bd886n,
  0x5e8dbf1a03950cn,
  0x1c3a3c74072a18n,
  0x385d72fa0e5139n,
  0x7093e5a608865bn,
]
export const BLECH32M_CONST = 0x455972a3350f7a1n

/** The 60-bit remainder of the values (hrp expansion, data and checksum) modulo the blech32 generator. */
export const blech32Polymod = (values: readonly number[]): bigint => polymod(values, GENERATOR, 60n)

/** Decodes a blech32 or blech32m string (any hrp), or undefined when it is malformed or its checksum fails. */
export function decodeBlech32(str: string): Bech32String<Blech32Encoding> | undefined {
  const parts = parseParts(str, 12, 1000)
  if (!parts) return undefined
  const check = blech32Polymod([...expandHrp(parts.hrp), ...parts.values])
  const encoding = check === 1n ? 'blech32' : check === BLECH32M_CONST ? 'blech32m' : undefined
  if (!encoding) return undefined
  return { hrp: parts.hrp, words: parts.values.slice(0, -12), encoding }
}

/**
 * Decodes a confidential segwit address whose hrp must be `hrp` (lowercase), or returns undefined. The segwit
 * rules apply to the program after the blinding key, as in Elements; the key must look like a compressed
 * public key (02/03 prefix), since nothing else can be blinded to.
 */
export function decodeConfidentialSegwit(
  hrp: string,
  address: string,
): ConfidentialWitness | undefined {
  const decoded = decodeBlech32(address)
  if (!decoded || decoded.hrp !== hrp) return undefined
  const witness = witnessBytes(decoded.words, decoded.encoding === 'blech32m', 33)
  if (!witness || (witness.bytes[0] !== 2 && witness.bytes[0] !== 3)) return undefined
  return {
    version: witness.version,
    blindingKey: Uint8Array.from(witness.bytes.slice(0, 33)),
    program: Uint8Array.from(witness.bytes.slice(33)),
    encoding: decoded.encoding,
  }
}
