import { addressScript } from '../bitcoin/script.js'
import type { BitcoinParams } from '../params.js'
import { HttpError } from './router.js'

/** A txid or block hash parameter, as electrs checks it: 400 "Invalid hex string" otherwise. */
export function hex64(value: string | undefined): string {
  if (!value || !/^[0-9a-fA-F]{64}$/.test(value)) throw new HttpError(400, 'Invalid hex string')
  return value.toLowerCase()
}

/** A height or index parameter: 400 "Invalid integer" otherwise. */
export function integer(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) throw new HttpError(400, 'Invalid integer')
  return Number(value)
}

/** An address of the network (bech32 lowercased, as the service keys it): 400 otherwise. */
export function bitcoinAddress(value: string | undefined, params: BitcoinParams): string {
  if (!value) throw new HttpError(400, 'Invalid Bitcoin address')
  const canonical = /^(bc|tb|bcrt)1/i.test(value) ? value.toLowerCase() : value
  try {
    addressScript(canonical, params)
  } catch {
    throw new HttpError(400, 'Invalid Bitcoin address')
  }
  return canonical
}
