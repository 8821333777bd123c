import type { Network } from '@outpoint/explorer-client'
import { networkPath } from '../../app/networks'

/** App paths of the Lightning pages, on a network (`/signet/lightning/node/02ab...`). */
export const lightningPaths = {
  home: (n: Network) => networkPath(n, '/lightning'),
  node: (n: Network, publicKey: string) =>
    networkPath(n, `/lightning/node/${encodeURIComponent(publicKey)}`),
  rankings: (n: Network) => networkPath(n, '/lightning/nodes/rankings'),
  oldest: (n: Network) => networkPath(n, '/lightning/nodes/oldest'),
  ranking: (n: Network, ranking: string) =>
    networkPath(n, `/lightning/nodes/rankings/${encodeURIComponent(ranking)}`),
  countries: (n: Network) => networkPath(n, '/lightning/nodes/countries'),
  country: (n: Network, iso: string) =>
    networkPath(n, `/lightning/nodes/country/${encodeURIComponent(iso)}`),
  ispRanking: (n: Network) => networkPath(n, '/lightning/nodes/isp-ranking'),
  isp: (n: Network, asns: string) =>
    networkPath(n, `/lightning/nodes/isp/${encodeURIComponent(asns)}`),
  channel: (n: Network, id: string) =>
    networkPath(n, `/lightning/channel/${encodeURIComponent(id)}`),
  map: (n: Network) => networkPath(n, '/lightning/map'),
  penalties: (n: Network) => networkPath(n, '/lightning/penalties'),
  group: (n: Network, name: string) =>
    networkPath(n, `/lightning/group/${encodeURIComponent(name)}`),
}

/** An English place name out of mempool's localised names (`{en: 'Germany', de: ...}`), else any. */
export function placeName(name: Record<string, string> | null | undefined): string | undefined {
  if (!name) return undefined
  return name.en ?? Object.values(name)[0]
}

/** "City, Country" from the parts a node has; undefined when it has none (Tor, unannounced). */
export function nodeLocation(node: {
  city: Record<string, string> | null
  country: Record<string, string> | null
}): string | undefined {
  const parts = [placeName(node.city), placeName(node.country)].filter(
    (p): p is string => typeof p === 'string' && p !== '',
  )
  return parts.length > 0 ? parts.join(', ') : undefined
}
