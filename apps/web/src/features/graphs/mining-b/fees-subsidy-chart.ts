import type { BlockFeesPoint, Network } from '@outpoint/explorer-client'
import { formatAmount } from '../../../format/amount'
import { formatDecimal } from '../../../format/number'
import type { Unit } from '../../../settings/settings'
import { amountScale } from './amount-scale'
import { feesColor } from './block-fees-chart'
import { blocksOf, type MiningChart } from './mining-chart'
import { subsidyAt } from './subsidy'

export const subsidyColor = '#f7931a'
export const shareColor = '#8e6bd8'

const formatShare = (percent: number) => `${formatDecimal(percent, 2)} %`

/**
 * Subsidy and fees per block stacked (the reward), with the fees' share of it on the right. As on
 * mempool.space the figures are the fees chart's (`/v1/mining/blocks/fees/:interval`) with the subsidy
 * of each point's average height: the service has no route of subsidies.
 */
export function feesSubsidyChart(
  rows: readonly BlockFeesPoint[],
  network: Network,
  unit: Unit,
  perBlock: boolean,
): MiningChart {
  const scale = amountScale(unit)
  const subsidies = rows.map((r) => subsidyAt(r.avgHeight, network))
  const shares = rows.map((r, i) => {
    const total = r.avgFees + (subsidies[i] ?? 0)
    return total > 0 ? (r.avgFees / total) * 100 : Number.NaN
  })
  const lastShare = shares.at(-1)
  return {
    data: {
      times: rows.map((r) => r.timestamp),
      series: [
        {
          label: `Subsidy (${scale.name})`,
          color: subsidyColor,
          values: subsidies.map(scale.of),
        },
        {
          label: `Fees (${scale.name})`,
          color: feesColor,
          values: rows.map((r) => scale.of(r.avgFees)),
        },
      ],
      stacked: true,
      right: { label: 'Fee share (%)', color: shareColor, values: shares },
    },
    formatValue: scale.format,
    formatRight: formatShare,
    describe: (index) => {
      const row = rows[index]
      const subsidy = subsidies[index]
      const share = shares[index] ?? Number.NaN
      if (!row || subsidy === undefined) return ''
      const shareText = Number.isFinite(share) ? formatShare(share) : '–'
      return `Subsidy ${formatAmount(subsidy, unit)} · Fees ${formatAmount(row.avgFees, unit)} · fees ${shareText} of ${formatAmount(subsidy + row.avgFees, unit)} · ${blocksOf(row, perBlock)}`
    },
    summary:
      lastShare === undefined
        ? 'No blocks in this range.'
        : `Subsidy and fees per block, ${rows.length} points; fees were ${Number.isFinite(lastShare) ? formatShare(lastShare) : '–'} of the latest reward.`,
  }
}
