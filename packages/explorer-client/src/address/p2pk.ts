import { sha256 } from './sha256.js'

/** A public key as hex: 33 bytes compressed (02/03) or 65 bytes uncompressed (04). */
const PUBLIC_KEY = /^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/

/** Whether `text` is a public key in hex, the "address" of a pay-to-public-key output. */
export function isPublicKeyHex(text: string): boolean {
  return PUBLIC_KEY.test(text)
}

/**
 * The `/scripthash/:hash` key of a public key's P2PK output script (push of the key, OP_CHECKSIG): electrs
 * reads `/address/:a` as an address only (mempool/electrs src/rest.rs `address_to_scripthash`), so
 * mempool's frontend asks for a key's outputs by this hash (its `getPubKeyAddress$`).
 *
 * @example p2pkScripthash('02' + '11'.repeat(32)) // sha256 of 0x21 <key> 0xac, hex
 */
export function p2pkScripthash(publicKey: string): string {
  if (!isPublicKeyHex(publicKey)) throw new TypeError('Not a public key in hex')
  const key = publicKey.toLowerCase()
  const script = `${(key.length / 2).toString(16)}${key}ac`
  const bytes = new Uint8Array(script.length / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(script.slice(2 * i, 2 * i + 2), 16)
  return Array.from(sha256(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
}
