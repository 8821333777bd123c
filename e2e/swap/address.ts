import { randomBytes } from 'node:crypto'

// BIP 173 (bech32) by its definition: the specs need Bitcoin main-network addresses nobody has used, so
// that an address's page shows the swap's payout or refund and nothing else.

const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: readonly number[]): number {
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    generator.forEach((word, bit) => {
      if ((top >>> bit) & 1) check ^= word
    })
  }
  return check
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0))
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)]
}

/** Bytes as 5-bit groups, the last one padded with zero bits. */
function toWords(bytes: Uint8Array): number[] {
  const words: number[] = []
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      words.push((buffer >>> bits) & 31)
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) words.push((buffer << (5 - bits)) & 31)
  return words
}

/** A version 0 witness address of `program` (20 bytes: P2WPKH) on `hrp`'s network. */
export function segwitAddress(program: Uint8Array, hrp = 'bc'): string {
  const data = [0, ...toWords(program)]
  const mod = polymod([...expandHrp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1
  const checksum = [0, 1, 2, 3, 4, 5].map((index) => (mod >>> (5 * (5 - index))) & 31)
  return `${hrp}1${[...data, ...checksum].map((word) => charset[word]).join('')}`
}

/** A P2WPKH address on Bitcoin's main network that nobody has paid (a random key hash). */
export function freshBitcoinAddress(): string {
  return segwitAddress(randomBytes(20))
}
