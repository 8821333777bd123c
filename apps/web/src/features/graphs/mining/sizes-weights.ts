import { t } from '@lingui/core/macro'
import type { BlockSizesWeights } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'

/** The groups as the chart draws them, with the average height of each for the readout. */
export interface SizesWeightsSeries {
  data: ChartData
  heights: number[]
}

/**
 * Average block size (MB) and weight (MWU) on the left scale, and the size per virtual byte (B/vB: size
 * over weight / 4) on the right, as mempool.space charts them. Sizes and weights are paired by their
 * group's time; a group the service gave only one of has no point.
 */
export function sizesWeightsSeries(answer: BlockSizesWeights): SizesWeightsSeries {
  const weights = new Map(answer.weights.map((row) => [row.timestamp, row.avgWeight]))
  const rows = answer.sizes
    .flatMap((row) => {
      const weight = weights.get(row.timestamp)
      return weight === undefined ? [] : [{ ...row, weight }]
    })
    .sort((a, b) => a.timestamp - b.timestamp)
  return {
    data: {
      times: rows.map((row) => row.timestamp),
      series: [
        { label: t`Size (MB)`, color: '#e6b800', values: rows.map((row) => row.avgSize / 1e6) },
        { label: t`Weight (MWU)`, color: '#d81b60', values: rows.map((row) => row.weight / 1e6) },
      ],
      stacked: false,
      right: {
        label: t`Size per weight (B/vB)`,
        color: '#039be5',
        values: rows.map((row) => (row.weight > 0 ? row.avgSize / (row.weight / 4) : Number.NaN)),
      },
    },
    heights: rows.map((row) => row.avgHeight),
  }
}
