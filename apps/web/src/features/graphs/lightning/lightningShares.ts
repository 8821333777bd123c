import { t } from '@lingui/core/macro'
import type { CountryNodes, IspRanking, Network } from '@outpoint/explorer-client'
import { formatBtc } from '../../../format/amount'
import { formatInteger } from '../../../format/number'
import { formatFraction } from '../../../format/percent'
import { lightningPaths, placeName } from '../../lightning/paths'
import { poolColor } from '../../mining/pool-ranking'
import type { GraphTable } from '../graph-table'
import { rawPercent } from '../percent'
import { columnsTable, rawBtc, type ShareItem, sharesOf } from '../shares'

/** An ISP or a country with its nodes, its share of the nodes counted, and the capacity they hold. */
export interface NodeShare {
  key: string
  label: string
  count: number
  share: number
  rank: number
  capacity: number
  /** ISPs only: channel ends on the ISP (see ispRankingCounts). */
  channels?: number
  link: string
}

/** ISPs by nodes (the service ranks them by capacity), each linking to its Lightning page. */
export function ispShares(ranking: IspRanking, network: Network): NodeShare[] {
  return sharesOf(
    ranking.ispRanking.map(([asns, name, capacity, channels, nodes]) => ({
      key: asns,
      label: name || `AS${asns}`,
      count: nodes,
      capacity,
      channels,
      link: lightningPaths.isp(network, asns),
    })),
  )
}

/**
 * Countries by nodes, named in words (the service's English name, else its ISO code). Shares are
 * computed from the counts, so they add up to the whole even where the service rounded its own.
 */
export function countryShares(countries: readonly CountryNodes[], network: Network): NodeShare[] {
  return sharesOf(
    countries.map((country) => ({
      key: country.iso,
      label: placeName(country.name) || country.iso,
      count: country.count,
      capacity: country.capacity ?? 0,
      link: lightningPaths.country(network, country.iso),
    })),
  )
}

export function nodeShareItems(shares: readonly NodeShare[]): ShareItem[] {
  return shares.map((s) => ({ ...s, color: poolColor(s.key) }))
}

/** Every ISP or country, for the table view and the CSV. */
export function nodeShareTable(shares: readonly NodeShare[], what: 'ISP' | 'Country'): GraphTable {
  const withChannels = shares.some((s) => s.channels !== undefined)
  return columnsTable(shares, [
    { heading: t`Rank`, cell: (s) => String(s.rank), raw: (s) => s.rank },
    { heading: what === 'ISP' ? t`ISP` : t`Country`, cell: (s) => s.label, raw: (s) => s.label },
    {
      heading: what === 'ISP' ? t`AS numbers` : t`ISO code`,
      cell: (s) => s.key,
      raw: (s) => s.key,
    },
    { heading: t`Nodes`, cell: (s) => formatInteger(s.count), raw: (s) => s.count },
    {
      heading: t`Share (%)`,
      cell: (s) => formatFraction(s.share),
      raw: (s) => rawPercent(s.share),
    },
    {
      heading: t`Capacity (BTC)`,
      cell: (s) => formatBtc(s.capacity),
      raw: (s) => rawBtc(s.capacity),
    },
    ...(withChannels
      ? [
          {
            heading: t`Channels`,
            cell: (s: NodeShare) => formatInteger(s.channels ?? 0),
            raw: (s: NodeShare) => s.channels ?? 0,
          },
        ]
      : []),
  ])
}
