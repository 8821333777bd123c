/*
 * Blech32 and blech32m: the encoding of Liquid's confidential segwit addresses (`lq1…`, `tlq1…`). It is
 * bech32 with a 12-character checksum from a 60-bit BCH code, so that the 33-byte blinding key fits; the
 * generator and the blech32m constant are those of ElementsProject/elements src/blech32.cpp. Written here
 * from that description (BigInt for the 60-bit arithmetic).
 */

const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generator = [
  0x7d52fba40bd886n,
  0x5e8dbf1a03950cn,
  0x1c3a3c74072a18n,
  0x385d72fa0e5139n,
  0x7093e5a608865bn,
]
const blech32mConst = 0x455972a3350f7a1n
const mask55 = (1n << 55n) - 1n

function polymod(values: readonly number[]): bigint {
  let check = 1n
  for (const value of values) {
    const top = check >> 55n
    check = ((check & mask55) << 5n) ^ BigInt(value)
    for (let i = 0; i < 5; i++) if ((top >> BigInt(i)) & 1n) check ^= generator[i] ?? 0n
  }
  return check
}

const expandHrp = (hrp: string): number[] => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
]

/** Regroups bits (8 to 5 with padding, 5 to 8 without), or undefined when the padding is not zero. */
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
    acc = (acc << from) | value
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

/** A confidential segwit address: witness version, then blinding key and program. */
export function encodeBlech32Address(
  hrp: string,
  version: number,
  blindingKey: Uint8Array,
  program: Uint8Array,
): string {
  const words = [version, ...(convertBits([...blindingKey, ...program], 8, 5, true) ?? [])]
  const constant = version === 0 ? 1n : blech32mConst
  const check = polymod([...expandHrp(hrp), ...words, ...new Array<number>(12).fill(0)]) ^ constant
  const checksum = Array.from({ length: 12 }, (_, i) =>
    Number((check >> BigInt(5 * (11 - i))) & 31n),
  )
  return `${hrp}1${[...words, ...checksum].map((w) => charset[w]).join('')}`
}

/** Decodes a confidential segwit address of `hrp`, or undefined (bad checksum, encoding or program). */
export function decodeBlech32Address(
  hrp: string,
  address: string,
): { version: number; blindingKey: Uint8Array; program: Uint8Array } | undefined {
  if (address.length > 1000) return undefined
  const lower = address.toLowerCase()
  if (lower !== address && address.toUpperCase() !== address) return undefined
  const split = lower.lastIndexOf('1')
  if (lower.slice(0, split) !== hrp || lower.length - split - 1 < 13) return undefined
  const values = [...lower.slice(split + 1)].map((c) => charset.indexOf(c))
  if (values.some((v) => v < 0)) return undefined
  const check = polymod([...expandHrp(hrp), ...values])
  const version = values[0] ?? -1
  if (check !== (version === 0 ? 1n : blech32mConst) || version > 16) return undefined
  const bytes = convertBits(values.slice(1, -12), 5, 8, false)
  if (!bytes || bytes.length < 33 + 2 || bytes.length > 33 + 40) return undefined
  const program = Uint8Array.from(bytes.slice(33))
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return { version, blindingKey: Uint8Array.from(bytes.slice(0, 33)), program }
}
