import {
  bech32Charset,
  blech32mConstant,
  blech32Polymod,
  convertBits,
  expandHrp,
} from '@outpoint/explorer-client/address'

/*
 * Blech32 and blech32m encoding: Liquid's confidential segwit addresses (`lq1…`, `tlq1…`), bech32 with a
 * 12-character checksum from a 60-bit BCH code so that the 33-byte blinding key fits. The client decodes
 * them (`decodeConfidentialSegwit`); the checksum, its blech32m constant, the charset and the bit
 * regrouping are the client's, so every address simnet writes is one the client reads.
 */

/** A confidential segwit address: witness version, then blinding key and program. */
export function encodeBlech32Address(
  hrp: string,
  version: number,
  blindingKey: Uint8Array,
  program: Uint8Array,
): string {
  const words = [version, ...(convertBits([...blindingKey, ...program], 8, 5, true) ?? [])]
  const constant = version === 0 ? 1n : blech32mConstant
  const check =
    blech32Polymod([...expandHrp(hrp), ...words, ...new Array<number>(12).fill(0)]) ^ constant
  const checksum = Array.from({ length: 12 }, (_, i) =>
    Number((check >> BigInt(5 * (11 - i))) & 31n),
  )
  return `${hrp}1${[...words, ...checksum].map((w) => bech32Charset[w]).join('')}`
}
