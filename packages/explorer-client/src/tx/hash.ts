import { sha256 } from '../address/sha256.js'
import { reversedHex } from './reader.js'

/** Bitcoin's hash256 (SHA-256 twice), in internal byte order. */
export function hash256(bytes: Uint8Array): Uint8Array {
  return sha256(sha256(bytes))
}

/** hash256 shown the way explorers show txids and block hashes (byte-reversed hex). */
export function hash256Id(bytes: Uint8Array): string {
  return reversedHex(hash256(bytes))
}
