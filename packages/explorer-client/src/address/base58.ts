/* Base58 and base58check decoding (the alphabet and checksum of Bitcoin's legacy addresses). */

import { sha256 } from './sha256.js'

export const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Longest input decoded; addresses are at most ~80 characters, and decoding cost grows quadratically. */
const MAX_LENGTH = 200

/** Decodes base58 to bytes (each leading '1' is a zero byte), or undefined on a character outside the alphabet. */
export function decodeBase58(str: string): Uint8Array | undefined {
  if (str.length > MAX_LENGTH) return undefined
  // Little-endian base-256 digits of the number, multiplied by 58 and added to per character.
  const digits: number[] = []
  let zeros = 0
  for (const ch of str) {
    let carry = ALPHABET.indexOf(ch)
    if (carry < 0) return undefined
    if (carry === 0 && digits.length === 0) {
      zeros++
      continue
    }
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) * 58
      digits[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) digits.push(carry & 0xff)
  }
  const out = new Uint8Array(zeros + digits.length)
  out.set(digits.reverse(), zeros)
  return out
}

/**
 * Decodes base58check: the payload without its 4-byte checksum, or undefined when the string is not base58 or
 * the checksum is not the first 4 bytes of the payload's double SHA-256.
 */
export function decodeBase58Check(str: string): Uint8Array | undefined {
  const bytes = decodeBase58(str)
  if (!bytes || bytes.length < 4) return undefined
  const payload = bytes.subarray(0, -4)
  const hash = sha256(sha256(payload))
  for (let i = 0; i < 4; i++) if (hash[i] !== bytes[payload.length + i]) return undefined
  return payload.slice()
}
