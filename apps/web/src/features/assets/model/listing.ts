import type { FeaturedAsset, IssuedAsset } from '@outpoint/explorer-client'

/** One asset as the assets page lists it: every field is the service's text, shown as text. */
export interface ListedAsset {
  id: string
  name: string
  ticker: string | undefined
  domain: string | undefined
  precision: number | undefined
}

const hex64 = /^[0-9a-f]{64}$/

/**
 * The featured entries that name one asset. mempool's list carries it as `asset` (liquid.network) or
 * `asset_id`; entries for a group of assets (`assets`) or without a valid id are left out.
 */
export function featuredAssets(entries: readonly FeaturedAsset[]): ListedAsset[] {
  const listed: ListedAsset[] = []
  for (const entry of entries) {
    const id = [entry.asset, entry.asset_id].find(
      (v): v is string => typeof v === 'string' && hex64.test(v),
    )
    if (!id || listed.some((a) => a.id === id)) continue
    listed.push({
      id,
      name: typeof entry.name === 'string' ? entry.name : id,
      ticker: typeof entry.ticker === 'string' ? entry.ticker : undefined,
      domain: undefined,
      precision: undefined,
    })
  }
  return listed
}

/**
 * Registry entries as listed assets (an entry without a name is named by its id). The client has checked
 * each field's type at the door.
 */
export function registeredAssets(entries: readonly IssuedAsset[]): ListedAsset[] {
  return entries.map((a) => ({
    id: a.asset_id,
    name: a.name || a.asset_id,
    ticker: a.ticker,
    domain: a.entity?.domain,
    precision: a.precision,
  }))
}

/**
 * The assets whose name, ticker or id contain every word of the query, case-insensitively; an exact
 * ticker match first, then the list's own order.
 */
export function filterAssets(assets: readonly ListedAsset[], query: string): ListedAsset[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...assets]
  const matches = assets.filter((a) => {
    const text = `${a.name} ${a.ticker ?? ''} ${a.id}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
  const exact = query.trim().toLowerCase()
  return [
    ...matches.filter((a) => a.ticker?.toLowerCase() === exact),
    ...matches.filter((a) => a.ticker?.toLowerCase() !== exact),
  ]
}
