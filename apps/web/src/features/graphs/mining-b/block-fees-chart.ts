import type { BlockFeesPoint } from '@outpoint/explorer-client'
import { formatAmount } from '../../../format/amount'
import { formatUsd } from '../../../format/fiat'
import type { Unit } from '../../../settings/settings'
import { amountScale } from './amount-scale'
import { blocksOf, type MiningChart, priced } from './mining-chart'

export const feesColor = '#1fa34a'
export const usdColor = '#3e7cb1'

/**
 * Average fees per block (left, the reader's unit) and their worth in USD at the time (right), from
 * `/v1/mining/blocks/fees/:interval`. Points without a price have no USD figure; without any, no USD line.
 */
export function blockFeesChart(
  rows: readonly BlockFeesPoint[],
  unit: Unit,
  perBlock: boolean,
): MiningChart {
  const scale = amountScale(unit)
  const usd = rows.map((r) => (priced(r.USD) ? (r.avgFees / 1e8) * r.USD : Number.NaN))
  const hasUsd = usd.some(Number.isFinite)
  const last = rows.at(-1)
  const lastUsd = usd.at(-1) ?? Number.NaN
  return {
    data: {
      times: rows.map((r) => r.timestamp),
      series: [
        {
          label: `Fees (${scale.name})`,
          color: feesColor,
          values: rows.map((r) => scale.of(r.avgFees)),
        },
      ],
      stacked: false,
      ...(hasUsd && { right: { label: 'Fees (USD)', color: usdColor, values: usd } }),
    },
    formatValue: scale.format,
    formatRight: formatUsd,
    describe: (index) => {
      const row = rows[index]
      if (!row) return ''
      const fiat = usd[index] ?? Number.NaN
      const money = Number.isFinite(fiat) ? ` (${formatUsd(fiat)})` : ''
      return `Fees ${formatAmount(row.avgFees, unit)}${money} · ${blocksOf(row, perBlock)}`
    },
    summary: last
      ? `Average fees per block, ${rows.length} points; the latest ${formatAmount(last.avgFees, unit)}${Number.isFinite(lastUsd) ? `, ${formatUsd(lastUsd)}` : ''}.`
      : 'No blocks in this range.',
  }
}
