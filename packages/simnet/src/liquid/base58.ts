import { base58Alphabet } from '@outpoint/explorer-client/address'
import { sha256d } from '../bitcoin/tx.js'
import { concatBytes } from './bytes.js'

/*
 * Base58check encoding for payloads of any length. bitcoinjs-lib only encodes 21-byte payloads (version +
 * hash), and Liquid's confidential base58 addresses carry 55 bytes (prefix, version, blinding key, hash).
 * The client decodes them (`decodeBase58Check`); the alphabet is the client's.
 */

function encodeBase58(bytes: Uint8Array): string {
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
      .map((d) => base58Alphabet[d])
      .join('')
  )
}

export const encodeBase58Check = (payload: Uint8Array): string =>
  encodeBase58(concatBytes(payload, sha256d(payload).subarray(0, 4)))
