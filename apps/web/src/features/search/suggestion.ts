import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { networkLabels, networkPath } from '../../app/networks'
import { formatInteger } from '../../format/number'
import { classifySearch, type GoPage } from './classify'

/** One row of the search box's suggestions. Names from the network are shown as text only. */
export interface Suggestion {
  /** Unique within the list (the option's element id is made of it). */
  key: string
  /** What it is, in a word or two: "Block", "Lightning node", "Mining pool". */
  kind: string
  label: string
  /** The page it opens; absent, picking it runs the search (only the service can tell what it is). */
  path?: string
}

/** Long ids shortened for a row: the start and the end, as people compare them. */
export function shortId(id: string): string {
  return id.length > 24 ? `${id.slice(0, 10)}…${id.slice(-10)}` : id
}

const goKinds: Record<GoPage, MessageDescriptor> = {
  block: msg`Block`,
  output: msg`Transaction output`,
  address: msg`Address`,
  channel: msg`Lightning channel`,
}

/**
 * What the text already is by its shape (a height, a 64-hex id, an address, a channel id), known
 * without asking the service; empty for text of no such shape.
 */
export function shapeSuggestions(text: string, network: Network): Suggestion[] {
  const target = classifySearch(text, network)
  const trimmed = text.trim()
  switch (target.kind) {
    case 'go': {
      const label = target.page === 'block' ? formatInteger(Number(trimmed)) : shortId(trimmed)
      return [{ key: 'shape', kind: i18n._(goKinds[target.page]), label, path: target.path }]
    }
    case 'hash':
      return [
        {
          key: 'shape',
          kind: isLiquidNetwork(network) ? t`Asset, block or transaction` : t`Transaction or block`,
          label: shortId(target.hash),
        },
      ]
    case 'publicKey':
      return [{ key: 'shape', kind: t`Lightning node or public key`, label: shortId(target.key) }]
    case 'elsewhere':
      return target.networks.map((other) => ({
        key: `shape-${other}`,
        kind: addressOn(other),
        label: shortId(target.address),
        path: networkPath(other, `/address/${encodeURIComponent(target.address)}`),
      }))
    default:
      return []
  }
}

function addressOn(network: Network): string {
  const name = networkLabels[network]
  return t`Address on ${name}`
}

/** Whether text may be part of a name (an alias, a pool, an asset): worth matching names against. */
export function isNameSearch(text: string, network: Network): boolean {
  const trimmed = text.trim()
  if (trimmed.length < 2 || trimmed.length > 64) return false
  const kind = classifySearch(trimmed, network).kind
  return kind === 'lightning' || kind === 'invalid'
}
