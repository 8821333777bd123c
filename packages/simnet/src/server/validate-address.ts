import { scriptType } from '../bitcoin/script.js'
import { HttpError } from './router.js'

// What mempool's `/v1/validate-address/:address` shares on every network: its own check of the text, and
// the node's `validateaddress` description of a valid address's script (Core's DescribeAddress).

/** mempool refuses text that is not 2 to 120 letters and digits before asking the node: 501. */
export function checkAddressText(text: string): void {
  if (!/^[a-z0-9]{2,120}$/i.test(text)) throw new HttpError(501, 'Invalid address')
}

/** The node's answer for text that decodes to no address. */
export const notAnAddress = {
  isvalid: false,
  error_locations: [],
  error: 'Not a valid Bech32 or Base58 encoding',
}

/** A valid address's fields: the address as given, its script, and the script's kind. */
export function describeAddress(text: string, script: Uint8Array) {
  const type = scriptType(script)
  const witness = script[0] === 0 || (script[0] ?? 0) >= 0x51
  return {
    isvalid: true,
    address: text,
    scriptPubKey: Buffer.from(script).toString('hex'),
    isscript: type === 'p2sh' || type === 'v0_p2wsh',
    iswitness: witness,
    ...(witness
      ? {
          witness_version: script[0] === 0 ? 0 : (script[0] as number) - 0x50,
          witness_program: Buffer.from(script.subarray(2)).toString('hex'),
        }
      : {}),
  }
}
