import type { BlockRewardsPoint } from '@outpoint/explorer-client'
import { formatAmount } from '../../../format/amount'
import { formatUsd } from '../../../format/fiat'
import type { Unit } from '../../../settings/settings'
import { amountScale } from './amount-scale'
import { usdColor } from './block-fees-chart'
import { blocksOf, type MiningChart, priced } from './mining-chart'

export const rewardColor = '#e8890c'

/**
 * Average block reward, subsidy plus fees (left, the reader's unit, a scale over its range: rewards move
 * by a few percent between halvings), and its worth in USD at the time (right).
 */
export function blockRewardsChart(
  rows: readonly BlockRewardsPoint[],
  unit: Unit,
  perBlock: boolean,
): MiningChart {
  const scale = amountScale(unit)
  const usd = rows.map((r) => (priced(r.USD) ? (r.avgRewards / 1e8) * r.USD : Number.NaN))
  const hasUsd = usd.some(Number.isFinite)
  const last = rows.at(-1)
  return {
    data: {
      times: rows.map((r) => r.timestamp),
      series: [
        {
          label: `Reward (${scale.name})`,
          color: rewardColor,
          values: rows.map((r) => scale.of(r.avgRewards)),
        },
      ],
      stacked: false,
      range: true,
      ...(hasUsd && { right: { label: 'Reward (USD)', color: usdColor, values: usd } }),
    },
    formatValue: scale.format,
    formatRight: formatUsd,
    describe: (index) => {
      const row = rows[index]
      if (!row) return ''
      const fiat = usd[index] ?? Number.NaN
      const money = Number.isFinite(fiat) ? ` (${formatUsd(fiat)})` : ''
      return `Reward ${formatAmount(row.avgRewards, unit)}${money} · ${blocksOf(row, perBlock)}`
    },
    summary: last
      ? `Average block reward, ${rows.length} points; the latest ${formatAmount(last.avgRewards, unit)}.`
      : 'No blocks in this range.',
  }
}
