import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import {
  type AddressKind,
  addressNetworks,
  type DecodedAddress,
  decodeAddress,
  type Network,
} from '@outpoint/explorer-client'

/** What the address page makes of its URL parameter before asking the service anything. */
export type AddressCheck =
  | { valid: true; address: DecodedAddress }
  /** Valid on these networks only (never the current one). */
  | { valid: false; reason: 'network'; networks: Network[] }
  /** Shaped like an address of some network, yet none decodes it: a mistyped character fails the checksum. */
  | { valid: false; reason: 'checksum' }
  | { valid: false; reason: 'invalid' }

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
/** Segwit prefixes of every network (Liquid's blech32 ones too), then `1` and bech32 characters only. */
const SEGWIT = /^(bc|tb|bcrt|ex|tex|lq|tlq)1[02-9ac-hj-np-z]{8,}$/
/** Base58 addresses are 26-35 characters; Liquid's confidential ones about 80. */
const base58Length = (n: number) => (n >= 26 && n <= 35) || (n >= 75 && n <= 85)

/**
 * Checks an address for a network and says why it is not one. The client's `decodeAddress` only answers
 * yes or no (its 12 kB budget leaves no room for reasons), so the checksum case is told by shape: right
 * alphabet, length or segwit prefix, yet no network decodes it.
 */
export function checkAddress(text: string, network: Network): AddressCheck {
  const decoded = decodeAddress(text, network)
  if (decoded) return { valid: true, address: decoded }
  const networks = addressNetworks(text)
  if (networks.length > 0) return { valid: false, reason: 'network', networks }
  // Bech32 is all lower or all upper case: mixed case is not a typo the checksum could catch.
  const segwit =
    SEGWIT.test(text) || (text === text.toUpperCase() && SEGWIT.test(text.toLowerCase()))
  const shaped = segwit || (BASE58.test(text) && base58Length(text.length))
  return { valid: false, reason: shaped ? 'checksum' : 'invalid' }
}

const kindLabels: Record<AddressKind, MessageDescriptor> = {
  p2pkh: msg`P2PKH (legacy)`,
  p2sh: msg`P2SH (script hash)`,
  p2wpkh: msg`P2WPKH (native SegWit)`,
  p2wsh: msg`P2WSH (native SegWit script)`,
  p2tr: msg`P2TR (Taproot)`,
  witness_unknown: msg`Future SegWit version`,
  p2pk: msg`P2PK (raw public key)`,
}

/** "P2TR (Taproot)", with "confidential" in front for Liquid addresses that carry a blinding key. */
export function addressTypeLabel({ kind, confidential }: DecodedAddress): string {
  const type = i18n._(kindLabels[kind])
  return confidential ? t`Confidential ${type}` : type
}
