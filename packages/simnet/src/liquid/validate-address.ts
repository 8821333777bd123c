import { checkAddressText, describeAddress, notAnAddress } from '../server/validate-address.js'
import { decodeLiquidAddress, scriptAddress } from './address.js'
import type { LiquidAddressParams } from './params.js'

/**
 * mempool's `/v1/validate-address/:address` on Liquid: Elements' `validateaddress` as it comes. Elements
 * adds to Core's fields the blinding key (`confidential_key`, `""` for an unconfidential address) and the
 * address without it (`unconfidential`): rpc/util.cpp DescribeBlindAddress.
 */
export function validateLiquidAddress(text: string, params: LiquidAddressParams) {
  checkAddressText(text)
  const decoded = decodeLiquidAddress(text, params)
  if (!decoded) return notAnAddress
  return {
    ...describeAddress(text, decoded.script),
    confidential_key: decoded.blindingKey ? Buffer.from(decoded.blindingKey).toString('hex') : '',
    unconfidential: scriptAddress(decoded.script, params) ?? text,
  }
}
