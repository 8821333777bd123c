import { t } from '@lingui/core/macro'
import type { IssuedAsset, Network, PoolListEntry } from '@outpoint/explorer-client'
import { networkPath } from '../../app/networks'
import { poolPath } from '../mining/poolPath'
import type { LightningMatches } from './lightningSearch'
import { type Suggestion, shortId } from './suggestion'

/** Rows per kind of name, so one kind cannot push the others out of view. */
const PER_KIND = 5

/** Names that start with the text first, then those that contain it; at most `PER_KIND`. */
function byName<T>(items: readonly T[], text: string, names: (item: T) => (string | undefined)[]) {
  const needle = text.trim().toLowerCase()
  const rank = (item: T) => {
    const found = names(item).map((name) => name?.toLowerCase().indexOf(needle) ?? -1)
    if (found.includes(0)) return 0
    return found.some((at) => at > 0) ? 1 : 2
  }
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .filter((entry) => entry.rank < 2)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, PER_KIND)
    .map((entry) => entry.item)
}

/** Mining pools whose name matches, each opening its pool page (`/mining/pool/:slug`). */
export function poolSuggestions(
  pools: readonly PoolListEntry[],
  text: string,
  network: Network,
): Suggestion[] {
  const usable = pools.filter((p) => typeof p.name === 'string' && /^[a-z0-9-]{1,50}$/.test(p.slug))
  return byName(usable, text, (p) => [p.name]).map((p) => ({
    key: `pool-${p.slug}`,
    kind: t`Mining pool`,
    label: p.name,
    path: poolPath(network, p.slug),
  }))
}

/** Registered Liquid assets whose ticker or name matches, each opening its asset page. */
export function assetSuggestions(
  assets: readonly IssuedAsset[],
  text: string,
  network: Network,
): Suggestion[] {
  const usable = assets.filter((a) => /^[0-9a-f]{64}$/.test(a.asset_id))
  return byName(usable, text, (a) => [a.ticker, a.name]).map((a) => ({
    key: `asset-${a.asset_id}`,
    kind: t`Asset`,
    label: [a.name || shortId(a.asset_id), a.ticker ? `(${a.ticker})` : ''].join(' ').trim(),
    path: networkPath(network, `/assets/asset/${a.asset_id}`),
  }))
}

/** The Lightning search's nodes (by alias, or key when it has none) and channels. */
export function lightningSuggestions(matches: LightningMatches): Suggestion[] {
  return [
    ...matches.nodes.slice(0, PER_KIND).map((node) => ({
      key: `node-${node.publicKey}`,
      kind: t`Lightning node`,
      label: node.alias || shortId(node.publicKey),
      path: node.path,
    })),
    ...matches.channels.slice(0, PER_KIND).map((channel) => ({
      key: `channel-${channel.id}`,
      kind: t`Lightning channel`,
      label: channel.id,
      path: channel.path,
    })),
  ]
}
