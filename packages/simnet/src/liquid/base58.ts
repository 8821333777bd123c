import { sha256d } from '../bitcoin/tx.js'
import { concatBytes } from './bytes.js'

/*
 * Base58check for payloads of any length. bitcoinjs-lib only encodes 21-byte payloads (version + hash),
 * and Liquid's confidential base58 addresses carry 55 bytes (prefix, version, blinding key, hash).
 */

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Little-endian base-58 digits, multiplied by 256 and added to per byte.
  const digits: number[] = []
  for (const byte of bytes.subarray(zeros)) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) * 256
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((d) => alphabet[d])
      .join('')
  )
}

export function decodeBase58(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  const bytes: number[] = []
  for (const char of text.slice(zeros)) {
    let carry = alphabet.indexOf(char)
    if (carry < 0) return undefined
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  return concatBytes(new Uint8Array(zeros), Uint8Array.from(bytes.reverse()))
}

export const encodeBase58Check = (payload: Uint8Array): string =>
  encodeBase58(concatBytes(payload, sha256d(payload).subarray(0, 4)))

/** The payload of a base58check string, or undefined when it is not one (bad character or checksum). */
export function decodeBase58Check(text: string): Uint8Array | undefined {
  if (text.length > 120) return undefined
  const bytes = decodeBase58(text)
  if (!bytes || bytes.length < 5) return undefined
  const payload = bytes.subarray(0, -4)
  const check = sha256d(payload)
  for (let i = 0; i < 4; i++) if (check[i] !== bytes[payload.length + i]) return undefined
  return payload
}
