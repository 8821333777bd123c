import { t } from '@lingui/core/macro'
import type { BlockRewardsPoint } from '@outpoint/explorer-client'
import type { Unit } from '../../../settings/settings'
import { amountUsdChart } from './amount-usd-chart'
import type { MiningChart } from './mining-chart'

export const rewardColor = '#e8890c'

/**
 * Average block reward, subsidy plus fees (left, the reader's unit, a scale over its range: rewards move
 * by a few percent between halvings), and its worth in USD at the time (right), from
 * `/v1/mining/blocks/rewards/:interval`.
 */
export function blockRewardsChart(
  rows: readonly BlockRewardsPoint[],
  unit: Unit,
  perBlock: boolean,
): MiningChart {
  return amountUsdChart(rows, unit, perBlock, {
    word: t({ message: 'Reward', comment: 'a chart series: rewards of blocks' }),
    color: rewardColor,
    sats: (r) => r.avgRewards,
    title: t`Average block reward`,
    usdInSummary: false,
    range: true,
  })
}
