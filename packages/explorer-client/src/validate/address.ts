import { decodeAddress } from '../address/validate.js'
import { InvalidParameterError } from '../errors.js'
import type { Network } from '../networks.js'

/** Checks that `value` is an address of `network` (any script form it can take, Liquid confidential too). */
export function address(parameter: string, value: unknown, network: Network): string {
  if (typeof value !== 'string' || !decodeAddress(value, network)) {
    throw new InvalidParameterError(parameter, value, `an address of the ${network} network`)
  }
  return value
}
