import { t } from '@lingui/core/macro'
import type { MiningPools } from '@outpoint/explorer-client'
import { identicon } from '../../components/identicon'

/** One pool as the ranking shows it. */
export interface PoolRow {
  rank: number
  name: string
  slug: string
  link: string | undefined
  blocks: number
  /** 0..1 of the interval's blocks. */
  share: number
  emptyBlocks: number
  /** H/s: the network's estimate times the pool's share of blocks (as mempool.space estimates it). */
  hashrate: number | undefined
}

/** Links come from the network: only http(s) ones become links, never `javascript:` or the like. */
export function safeLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * The ranking, most blocks first. Shares are computed from the blocks counted here rather than taken from
 * the service, so they add up to 100 % even when its `blockCount` disagrees with the rows. The network
 * estimate is 0 when the service's node did not answer: no pool hashrate then.
 */
export function poolRows(answer: MiningPools): PoolRow[] {
  const pools = answer.pools.filter((p) => p.blockCount > 0)
  const total = pools.reduce((sum, p) => sum + p.blockCount, 0)
  const network = answer.lastEstimatedHashrate || undefined
  return pools
    .map((p) => {
      const share = total > 0 ? p.blockCount / total : 0
      return {
        rank: 0,
        name: p.name,
        slug: p.slug || p.name,
        link: safeLink(p.link),
        blocks: p.blockCount,
        share,
        emptyBlocks: p.emptyBlocks,
        hashrate: network === undefined ? undefined : network * share,
      }
    })
    .sort((a, b) => b.blocks - a.blocks || a.name.localeCompare(b.name))
    .map((row, i) => ({ ...row, rank: i + 1 }))
}

export interface ShareSlice {
  label: string
  share: number
  color: string
}

/** The pool's colour everywhere on the page: its identicon's hue, so the slice matches the avatar. */
export function poolColor(slug: string): string {
  return `hsl(${identicon(slug).hue} 60% 50%)`
}

/** The biggest `keep` pools as slices, the rest as one "Other" slice, for the share chart. */
export function shareSlices(rows: readonly PoolRow[], keep = 8): ShareSlice[] {
  const top = rows.slice(0, keep).map((r) => ({
    label: r.name,
    share: r.share,
    color: poolColor(r.slug),
  }))
  const rest = rows.slice(keep).reduce((sum, r) => sum + r.share, 0)
  return rest > 0
    ? [
        ...top,
        {
          label: t({ message: 'Other', context: 'the other pools' }),
          share: rest,
          color: 'var(--border-strong)',
        },
      ]
    : top
}
