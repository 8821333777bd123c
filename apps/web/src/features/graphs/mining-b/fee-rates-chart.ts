import type { BlockFeeRatesPoint } from '@outpoint/explorer-client'
import type { ChartSeries } from '../../../components/chart/layout'
import { formatFeeRate } from '../../../format/amount'
import { blocksOf, type MiningChart } from './mining-chart'

type Percentile = 'avgFee_0' | 'avgFee_10' | 'avgFee_25' | 'avgFee_50' | 'avgFee_75' | 'avgFee_90'

/** Min to 90th percentile, low to high; colours that read on both themes, the median the warmest. */
const lines: readonly { key: Percentile; label: string; color: string }[] = [
  { key: 'avgFee_0', label: 'Min', color: '#8a93a8' },
  { key: 'avgFee_10', label: '10th', color: '#3e7cb1' },
  { key: 'avgFee_25', label: '25th', color: '#17a2a8' },
  { key: 'avgFee_50', label: 'Median', color: '#f7931a' },
  { key: 'avgFee_75', label: '75th', color: '#9c5fd0' },
  { key: 'avgFee_90', label: '90th', color: '#d6336c' },
]
export const maxColor = '#b07a4f'

const rate = (value: number) => `${formatFeeRate(value)} sat/vB`

/**
 * Fee-rate percentiles of the blocks over time (sat/vB), from `/v1/mining/blocks/fee-rates/:interval`.
 * Min to 90th share a linear scale from zero; the max (one transaction's rate, often hundreds of times
 * the median) gets a scale of its own on the right, so its spikes do not flatten the median. mempool.space
 * hides the max by default and clips its all-time axis at 5,000 sat/vB for the same reason.
 */
export function feeRatesChart(rows: readonly BlockFeeRatesPoint[], perBlock: boolean): MiningChart {
  const series: ChartSeries[] = lines.map((line) => ({
    label: line.label,
    color: line.color,
    values: rows.map((r) => r[line.key]),
  }))
  const last = rows.at(-1)
  return {
    data: {
      times: rows.map((r) => r.timestamp),
      series,
      stacked: false,
      right: { label: 'Max', color: maxColor, values: rows.map((r) => r.avgFee_100) },
    },
    formatValue: formatFeeRate,
    formatRight: formatFeeRate,
    describe: (index) => {
      const row = rows[index]
      if (!row) return ''
      const figures = lines.map((line) => `${line.label} ${formatFeeRate(row[line.key])}`)
      return `${figures.join(' · ')} · Max ${rate(row.avgFee_100)} · ${blocksOf(row, perBlock)}`
    },
    summary: last
      ? `Fee rates of blocks, ${rows.length} points; the latest median ${rate(last.avgFee_50)}, 90th percentile ${rate(last.avgFee_90)}.`
      : 'No blocks in this range.',
  }
}
