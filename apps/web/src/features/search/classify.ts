import { t } from '@lingui/core/macro'
import {
  addressNetworks,
  decodeAddress,
  isLiquidNetwork,
  type Network,
} from '@outpoint/explorer-client'
import { networkLabels, networkPath } from '../../app/networks'
import { hasLightning } from '../lightning/NoLightningHere'
import { lightningPaths } from '../lightning/paths'

/** What a search box input is, and where it leads. */
export type SearchTarget =
  | { kind: 'empty' }
  /**
   * Known without asking the service: a height, `txid:vout`, an address of the current network, a short
   * channel id; `page` says which of these pages `path` is.
   */
  | { kind: 'go'; page: GoPage; path: string }
  /** 64 hex characters: a transaction, a block (or on Liquid an asset); only the service can tell. */
  | { kind: 'hash'; hash: string }
  /** An address of other networks only: offer them. */
  | { kind: 'elsewhere'; address: string; networks: Network[] }
  | { kind: 'invalid'; message: string }
  /**
   * Nothing of the chain, on a network with Lightning: the service's Lightning search may find a node by
   * alias or key prefix, or a channel by id; `message` is what to say when it finds nothing.
   */
  | { kind: 'lightning'; text: string; message: string }
  /**
   * A compressed public key on a network with Lightning: a node's page when the service knows the node,
   * otherwise the key as a P2PK address (`addressPath`), as before Lightning.
   */
  | { kind: 'publicKey'; key: string; addressPath: string }

/** The pages a search opens without asking the service. */
export type GoPage = 'block' | 'output' | 'address' | 'channel'

const HEX64 = /^[0-9a-f]{64}$/i
const OUTPOINT = /^([0-9a-f]{64}):(0|[1-9]\d{0,6})$/i
/** Block heights as mempool.space accepts them: no leading zero, up to 9 digits. */
const HEIGHT = /^(0|[1-9]\d{0,8})$/
const MAX_LENGTH = 200
/** A node public key (compressed: 02 or 03, then 32 bytes). */
const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/i
/** A short channel id: block x transaction x output. */
const SHORT_CHANNEL_ID = /^[1-9]\d{0,7}x\d{1,8}x\d{1,5}$/

/** Classifies search text for a network. Pure: the 64-hex case is resolved by `resolveHash`. */
export function classifySearch(raw: string, network: Network): SearchTarget {
  const text = raw.trim()
  if (text === '') return { kind: 'empty' }
  const at = (path: string) => networkPath(network, path)
  const name = networkLabels[network]
  if (text.length <= MAX_LENGTH) {
    if (HEIGHT.test(text)) return { kind: 'go', page: 'block', path: at(`/block/${text}`) }
    if (HEX64.test(text)) return { kind: 'hash', hash: text.toLowerCase() }
    const outpoint = OUTPOINT.exec(text)
    if (outpoint) {
      return {
        kind: 'go',
        page: 'output',
        path: at(`/tx/${outpoint[1]?.toLowerCase()}:${outpoint[2]}`),
      }
    }
    if (hasLightning(network) && PUBLIC_KEY.test(text)) {
      return {
        kind: 'publicKey',
        key: text.toLowerCase(),
        addressPath: at(`/address/${encodeURIComponent(text)}`),
      }
    }
    if (decodeAddress(text, network)) {
      return { kind: 'go', page: 'address', path: at(`/address/${encodeURIComponent(text)}`) }
    }
    const others = addressNetworks(text).filter((n) => n !== network)
    if (others.length > 0) return { kind: 'elsewhere', address: text, networks: others }
    if (hasLightning(network)) {
      if (SHORT_CHANNEL_ID.test(text))
        return { kind: 'go', page: 'channel', path: lightningPaths.channel(network, text) }
      return {
        kind: 'lightning',
        text,
        message: t`Not a transaction id, block hash, height or address on ${name}, and no Lightning node or channel matches it.`,
      }
    }
  }
  const message = isLiquidNetwork(network)
    ? t`Not a transaction id, block hash, asset id, height or address on ${name}.`
    : t`Not a transaction id, block hash, height or address on ${name}.`
  return { kind: 'invalid', message }
}
