import { plural, t } from '@lingui/core/macro'
import type { BlockFeesPoint, Network } from '@outpoint/explorer-client'
import { formatAmount } from '../../../format/amount'
import { formatUsd } from '../../../format/fiat'
import type { Unit } from '../../../settings/settings'
import { formatPercentUpTo2 } from '../percent'
import { amountScale } from './amount-scale'
import { feesColor } from './block-fees-chart'
import { blocksOf, type MiningChart, priced } from './mining-chart'
import { subsidyAt } from './subsidy'

export const subsidyColor = '#f7931a'

/** What the stack is measured in, as mempool.space's legend switches it: coins, dollars, or percent. */
export const feesSubsidyModes = ['amount', 'usd', 'share'] as const
export type FeesSubsidyMode = (typeof feesSubsidyModes)[number]

/**
 * Subsidy and fees per block, stacked: the reward. As on mempool.space the figures are the fees chart's
 * (`/v1/mining/blocks/fees/:interval`) with the subsidy of each point's average height; the service has
 * no route of subsidies. In `usd` the points without a price are left out (as mempool.space does); in
 * `share` the two add up to 100 %.
 */
export function feesSubsidyChart(
  all: readonly BlockFeesPoint[],
  network: Network,
  unit: Unit,
  perBlock: boolean,
  chosen: FeesSubsidyMode,
): MiningChart {
  // A network without prices (the testnets) has no dollars to show: the coins instead.
  const mode = chosen === 'usd' && !hasPrices(all) ? 'amount' : chosen
  const rows = mode === 'usd' ? all.filter((r) => priced(r.USD)) : all
  const subsidies = rows.map((r) => subsidyAt(r.avgHeight, network))
  const totals = rows.map((r, i) => r.avgFees + (subsidies[i] ?? 0))
  const share = (sats: number, i: number) => {
    const total = totals[i] ?? 0
    return total > 0 ? (sats / total) * 100 : 0
  }
  const scale = amountScale(unit)
  const measure = {
    amount: { name: scale.name, of: (sats: number) => scale.of(sats), format: scale.format },
    usd: {
      name: 'USD',
      of: (sats: number, i: number) => (sats / 1e8) * (rows[i]?.USD ?? 0),
      format: formatUsd,
    },
    share: { name: '%', of: share, format: formatPercentUpTo2 },
  }[mode]
  const last = rows.length - 1
  const { name } = measure
  return {
    data: {
      times: rows.map((r) => r.timestamp),
      series: [
        {
          label: t`Subsidy (${name})`,
          color: subsidyColor,
          values: subsidies.map((s, i) => measure.of(s, i)),
        },
        {
          label: t`Fees (${name})`,
          color: feesColor,
          values: rows.map((r, i) => measure.of(r.avgFees, i)),
        },
      ],
      stacked: true,
    },
    formatValue: measure.format,
    describe: (index) => {
      const row = rows[index]
      const subsidy = subsidies[index]
      if (!row || subsidy === undefined) return ''
      const money = (sats: number) =>
        mode === 'usd' ? formatUsd((sats / 1e8) * row.USD) : formatAmount(sats, unit)
      const subsidyText = money(subsidy)
      const feesText = money(row.avgFees)
      const feesShare = formatPercentUpTo2(share(row.avgFees, index))
      const reward = money(subsidy + row.avgFees)
      const block = blocksOf(row, perBlock)
      return t`Subsidy ${subsidyText} · Fees ${feesText} · fees ${feesShare} of ${reward} · ${block}`
    },
    summary:
      last < 0
        ? t`No blocks in this range.`
        : feesSubsidySummary(
            rows.length,
            formatPercentUpTo2(share(rows[last]?.avgFees ?? 0, last)),
          ),
  }
}

/** The chart's summary: how many points, and the fees' share (formatted) of the latest reward. */
function feesSubsidySummary(count: number, feesShare: string): string {
  return plural(count, {
    one: `Subsidy and fees per block, # point; fees were ${feesShare} of the latest reward.`,
    other: `Subsidy and fees per block, # points; fees were ${feesShare} of the latest reward.`,
  })
}

/** Whether any point has a price: on networks without prices the USD view is not offered. */
export const hasPrices = (rows: readonly BlockFeesPoint[]): boolean =>
  rows.some((r) => priced(r.USD))
