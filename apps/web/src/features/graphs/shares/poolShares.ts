import { t } from '@lingui/core/macro'
import type { Network } from '@outpoint/explorer-client'
import { formatInteger } from '../../../format/number'
import { formatFraction } from '../../../format/percent'
import { type PoolRow, poolColor } from '../../mining/pool-ranking'
import { poolPath } from '../../mining/poolPath'
import type { GraphTable } from '../graph-table'
import { rawPercent } from '../percent'
import { columnsTable, type ShareItem } from '../shares'

/** The ranking's pools as share-chart parts, each linking to its pool page. */
export function poolShareItems(rows: readonly PoolRow[], network: Network): ShareItem[] {
  return rows.map((row) => ({
    key: row.slug,
    label: row.name,
    share: row.share,
    count: row.blocks,
    link: poolPath(network, row.slug),
    color: poolColor(row.slug),
  }))
}

/** Every pool of the ranking, for the table view and the CSV. */
export function poolShareTable(rows: readonly PoolRow[]): GraphTable {
  return columnsTable(rows, [
    { heading: t`Rank`, cell: (r) => String(r.rank), raw: (r) => r.rank },
    { heading: t`Pool`, cell: (r) => r.name, raw: (r) => r.name },
    { heading: t`Blocks`, cell: (r) => formatInteger(r.blocks), raw: (r) => r.blocks },
    {
      heading: t`Share (%)`,
      cell: (r) => formatFraction(r.share),
      raw: (r) => rawPercent(r.share),
    },
    {
      heading: t`Empty blocks`,
      cell: (r) => formatInteger(r.emptyBlocks),
      raw: (r) => r.emptyBlocks,
    },
  ])
}
