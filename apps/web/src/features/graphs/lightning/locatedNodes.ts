import { t } from '@lingui/core/macro'
import type { LightningWorld } from '@outpoint/explorer-client'
import { formatBtc } from '../../../format/amount'
import { formatInteger } from '../../../format/number'
import { placeName } from '../../lightning/paths'
import type { GraphTable } from '../graph-table'
import { columnsTable, rawBtc } from '../shares'

interface LocatedNode {
  rank: number
  publicKey: string
  alias: string
  country: string
  channels: number
  capacity: number
  longitude: number
  latitude: number
}

/** The map's nodes, largest capacity first: what the map draws, as the table view and the CSV. */
export function locatedNodes(world: LightningWorld): LocatedNode[] {
  return world.nodes
    .map(([longitude, latitude, publicKey, alias, capacity, channels, country, iso]) => ({
      rank: 0,
      publicKey,
      alias,
      country: placeName(country) || iso,
      channels,
      capacity,
      longitude,
      latitude,
    }))
    .sort((a, b) => b.capacity - a.capacity || a.publicKey.localeCompare(b.publicKey))
    .map((node, index) => ({ ...node, rank: index + 1 }))
}

export function locatedNodesTable(nodes: readonly LocatedNode[]): GraphTable {
  return columnsTable(nodes, [
    { heading: t`Rank`, cell: (n) => String(n.rank), raw: (n) => n.rank },
    {
      heading: t({ message: 'Node', comment: 'a Lightning node' }),
      cell: (n) => n.alias || n.publicKey.slice(0, 16),
      raw: (n) => n.alias,
    },
    { heading: t`Public key`, cell: (n) => n.publicKey, raw: (n) => n.publicKey },
    { heading: t`Country`, cell: (n) => n.country, raw: (n) => n.country },
    { heading: t`Channels`, cell: (n) => formatInteger(n.channels), raw: (n) => n.channels },
    {
      heading: t`Capacity (BTC)`,
      cell: (n) => formatBtc(n.capacity),
      raw: (n) => rawBtc(n.capacity),
    },
    { heading: t`Longitude`, cell: (n) => String(n.longitude), raw: (n) => n.longitude },
    { heading: t`Latitude`, cell: (n) => String(n.latitude), raw: (n) => n.latitude },
  ])
}
