/*
 * Bech32 and bech32m (BIP-173, BIP-350) decoding, and the segwit address rules on top of them. The string
 * parsing and bit conversion are shared with blech32, which differs only in its checksum.
 */

export const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

export type Bech32Encoding = 'bech32' | 'bech32m'

/** A checksum-verified string: lowercase `hrp` and its 5-bit data `words`, checksum removed. */
export interface Bech32String<E extends string> {
  hrp: string
  words: number[]
  encoding: E
}

/** A segwit witness program and the checksum variant it was encoded with. */
export interface WitnessProgram<E extends string> {
  version: number
  program: Uint8Array
  encoding: E
}

/**
 * Splits `hrp 1 data` and maps the data part to 5-bit values (checksum included), applying the rules both
 * families share: printable US-ASCII only, not mixed case, at most `maxLength` characters, a non-empty hrp and
 * at least `checksumLength` data characters after the last '1'.
 */
export function parseParts(
  str: string,
  checksumLength: number,
  maxLength: number,
): { hrp: string; values: number[] } | undefined {
  if (str.length > maxLength) return undefined
  let lower = false
  let upper = false
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i)
    if (c < 33 || c > 126) return undefined
    if (c >= 97 && c <= 122) lower = true
    else if (c >= 65 && c <= 90) upper = true
  }
  if (lower && upper) return undefined
  const s = str.toLowerCase()
  const sep = s.lastIndexOf('1')
  if (sep < 1 || sep + 1 + checksumLength > s.length) return undefined
  const values: number[] = []
  for (const ch of s.slice(sep + 1)) {
    const v = CHARSET.indexOf(ch)
    if (v < 0) return undefined
    values.push(v)
  }
  return { hrp: s.slice(0, sep), values }
}

/** The hrp expanded for the checksum: high bits of each character, a zero, then low bits. */
export function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((ch) => ch.charCodeAt(0))
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)]
}

/**
 * Regroups `from`-bit values into `to`-bit values. Without `pad` (decoding), fails on leftover bits that are
 * not zero or that make up a whole input group, as BIP-173 requires.
 */
export function convertBits(
  data: readonly number[],
  from: number,
  to: number,
  pad: boolean,
): number[] | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  const max = (1 << to) - 1
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return undefined
    acc = ((acc << from) | value) & 0xfffff
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((acc >> bits) & max)
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max)
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return undefined
  }
  return out
}

/**
 * Checks the segwit rules (BIP-141, BIP-350) on version `words[0]` and the program bytes in the rest of
 * `words`: version 0..16, v0 with the original checksum and a 20 or 32 byte program, v1+ with the modified
 * checksum and a 2..40 byte program. `extra` bytes in front of the program (Liquid's blinding key) are not
 * counted in its length but must be present.
 */
export function witnessBytes(
  words: readonly number[],
  modern: boolean,
  extra = 0,
): { version: number; bytes: number[] } | undefined {
  const [version, ...rest] = words
  if (version === undefined || version > 16) return undefined
  const bytes = convertBits(rest, 5, 8, false)
  if (!bytes) return undefined
  const length = bytes.length - extra
  if (
    version === 0
      ? modern || (length !== 20 && length !== 32)
      : !modern || length < 2 || length > 40
  ) {
    return undefined
  }
  return { version, bytes }
}

const GENERATOR = [0x3b6a57b2n, 0x26508e6dn, 0x1ea119fan, 0x3d4233ddn, 0x2a1462b3n]

/**
 * The BCH checksum remainder of `values` for a generator of `width` bits: bech32's 30 bits, and blech32's
 * 60 (BigInt serves both).
 */
export function polymod(values: readonly number[], generator = GENERATOR, width = 30n): bigint {
  let chk = 1n
  for (const v of values) {
    const top = chk >> (width - 5n)
    chk = ((chk & ((1n << (width - 5n)) - 1n)) << 5n) ^ BigInt(v)
    generator.forEach((g, i) => {
      if ((top >> BigInt(i)) & 1n) chk ^= g
    })
  }
  return chk
}

/** Decodes a bech32 or bech32m string (any hrp), or undefined when it is malformed or its checksum fails. */
export function decodeBech32(
  str: string,
  maxLength = 90,
): Bech32String<Bech32Encoding> | undefined {
  const parts = parseParts(str, 6, maxLength)
  if (!parts) return undefined
  const check = polymod([...expandHrp(parts.hrp), ...parts.values])
  const encoding = check === 1n ? 'bech32' : check === 0x2bc830a3n ? 'bech32m' : undefined
  if (!encoding) return undefined
  return { hrp: parts.hrp, words: parts.values.slice(0, -6), encoding }
}

/** Decodes a segwit address whose hrp must be `hrp` (lowercase), or returns undefined. */
export function decodeSegwit(
  hrp: string,
  address: string,
): WitnessProgram<Bech32Encoding> | undefined {
  const decoded = decodeBech32(address)
  if (!decoded || decoded.hrp !== hrp) return undefined
  const witness = witnessBytes(decoded.words, decoded.encoding === 'bech32m')
  if (!witness) return undefined
  return {
    version: witness.version,
    program: Uint8Array.from(witness.bytes),
    encoding: decoded.encoding,
  }
}
