import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import type { BlockFeeRatesPoint } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'
import { formatFeeRate } from '../../../format/amount'
import { rateIn, rateUnitLabel } from '../../../format/rateUnit'
import type { RateUnit } from '../../../settings/settings'
import { logScale } from './log-scale'
import { blocksOf, type MiningChart } from './mining-chart'

type Percentile =
  | 'avgFee_0'
  | 'avgFee_10'
  | 'avgFee_25'
  | 'avgFee_50'
  | 'avgFee_75'
  | 'avgFee_90'
  | 'avgFee_100'

/** Min to max, low to high; colours that read on both themes, the median the warmest. */
const lines: readonly { key: Percentile; label: MessageDescriptor; color: string }[] = [
  {
    key: 'avgFee_0',
    label: msg({ message: 'Min', comment: 'the lowest fee rate of blocks' }),
    color: '#8a93a8',
  },
  {
    key: 'avgFee_10',
    label: msg({ message: '10th', comment: 'a percentile of fee rates' }),
    color: '#3e7cb1',
  },
  {
    key: 'avgFee_25',
    label: msg({ message: '25th', comment: 'a percentile of fee rates' }),
    color: '#17a2a8',
  },
  {
    key: 'avgFee_50',
    label: msg({ message: 'Median', comment: 'the median fee rate of blocks' }),
    color: '#f7931a',
  },
  {
    key: 'avgFee_75',
    label: msg({ message: '75th', comment: 'a percentile of fee rates' }),
    color: '#9c5fd0',
  },
  {
    key: 'avgFee_90',
    label: msg({ message: '90th', comment: 'a percentile of fee rates' }),
    color: '#d6336c',
  },
  {
    key: 'avgFee_100',
    label: msg({ message: 'Max', comment: 'the highest fee rate of blocks' }),
    color: '#b07a4f',
  },
]

/**
 * mempool sends whole sat/vB (`CAST(AVG(...) AS INT)`): rates under 1 arrive as 0 and sit on the floor
 * (1 sat/vB, 0.25 sat/WU).
 */
const scaleIn = (unit: RateUnit) => logScale(rateIn(1, unit))

/** The chart's summary: how many points, the latest median and 90th percentile (formatted, with unit). */
function feeRatesSummary(count: number, median: string, ninetieth: string): string {
  return plural(count, {
    one: `Fee rates of blocks on a log scale, # point; the latest median ${median}, 90th percentile ${ninetieth}.`,
    other: `Fee rates of blocks on a log scale, # points; the latest median ${median}, 90th percentile ${ninetieth}.`,
  })
}

/**
 * Fee-rate percentiles of the blocks over time in `unit` (the service's sat/vB, or sat/WU), from `/v1/mining/blocks/fee-rates/:interval`,
 * on a log scale: the max is often hundreds of times the median, and on a linear axis the median would be
 * a line along the bottom (mempool.space hides the max by default and clips its all-time axis instead).
 * The table and the CSV carry the service's figures, not their logarithms.
 */
export function feeRatesChart(
  rows: readonly BlockFeeRatesPoint[],
  perBlock: boolean,
  unit: RateUnit,
): MiningChart {
  const scale = scaleIn(unit)
  const label = rateUnitLabel(unit)
  const rate = (value: number) => `${formatFeeRate(rateIn(value, unit))} ${label}`
  const series = (of: (value: number) => number) =>
    lines.map((line) => ({
      label: i18n._(line.label),
      color: line.color,
      values: rows.map((r) => of(rateIn(r[line.key], unit))),
    }))
  const times = rows.map((r) => r.timestamp)
  const figures: ChartData = { times, series: series((v) => v), stacked: false }
  const last = rows.at(-1)
  return {
    data: { times, series: series(scale.of), stacked: false },
    formatValue: scale.label,
    table: { data: figures, format: formatFeeRate },
    describe: (index) => {
      const row = rows[index]
      if (!row) return ''
      const figures = lines.map(
        (line) => `${i18n._(line.label)} ${formatFeeRate(rateIn(row[line.key], unit))}`,
      )
      return `${figures.join(' · ')} ${label} · ${blocksOf(row, perBlock)}`
    },
    summary: last
      ? feeRatesSummary(rows.length, rate(last.avgFee_50), rate(last.avgFee_90))
      : t`No blocks in this range.`,
  }
}
