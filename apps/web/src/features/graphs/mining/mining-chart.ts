import { t } from '@lingui/core/macro'
import type { BlockGroup } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'
import { formatInteger } from '../../../format/number'

/** A mining chart's figures: the chart's data, the readout of a point and a sentence for screen readers. */
export interface MiningChart {
  data: ChartData
  formatValue: (value: number) => string
  formatRight?: (value: number) => string
  describe: (index: number) => string
  summary: string
  /** The table's figures when the chart plots something else (logarithms), with their cell format. */
  table?: { data: ChartData; format: (value: number) => string }
}

/**
 * Which blocks a point stands for. Over 24h and 3d each point is one block (mempool groups by the
 * second); longer ranges average the blocks of a span, so a point sits around its average height.
 */
export function blocksOf(row: BlockGroup | undefined, perBlock: boolean): string {
  if (!row) return ''
  const height = formatInteger(row.avgHeight)
  return perBlock
    ? t({ message: `block ${height}`, comment: 'the block a point of a chart stands for' })
    : t({ message: `around block ${height}`, comment: 'a point of a chart averages blocks' })
}

/** mempool sends a price of 0 (or -1) where it has none: such a point has no fiat figure. */
export const priced = (usd: number): boolean => usd > 0
