import { bytesToHex } from '../tx/reader.js'
import { decodeBase58Check } from './base58.js'
import { decodeConfidentialSegwit } from './blech32.js'
import { type AddressNetwork, NETWORKS } from './validate.js'

// Apart from validate.ts, which the app's first page loads to decode addresses: this one, with the
// hex writer of the transaction decoder, loads only with the watch-list.

/**
 * The output script (hex) a Liquid confidential address pays to. A transaction names its outputs by
 * their unconfidential address (the blinding key is not on chain), so this is how to find the address's
 * outputs among them. Undefined for an address that is not a confidential one of `network`.
 */
export function confidentialScriptPubKey(
  address: string,
  network: AddressNetwork,
): string | undefined {
  const params = NETWORKS[network]
  if (params?.blech32Hrp === undefined) return undefined
  const witness = decodeConfidentialSegwit(params.blech32Hrp, address)
  if (witness) {
    const op = witness.version === 0 ? '00' : (0x50 + witness.version).toString(16)
    return `${op}${witness.program.length.toString(16).padStart(2, '0')}${bytesToHex(witness.program)}`
  }
  const payload = decodeBase58Check(address)
  if (payload?.length !== 55 || payload[0] !== params.blindedPrefix) return undefined
  const hash = bytesToHex(payload.slice(35))
  if (payload[1] === params.p2pkh) return `76a914${hash}88ac`
  if (payload[1] === params.p2sh) return `a914${hash}87`
  return undefined
}
