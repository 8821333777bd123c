import { t } from '@lingui/core/macro'
import type { BlockFeesPoint } from '@outpoint/explorer-client'
import type { Unit } from '../../../settings/settings'
import { amountUsdChart } from './amount-usd-chart'
import type { MiningChart } from './mining-chart'

export const feesColor = '#1fa34a'

/**
 * Average fees per block (left, the reader's unit) and their worth in USD at the time (right), from
 * `/v1/mining/blocks/fees/:interval`.
 */
export function blockFeesChart(
  rows: readonly BlockFeesPoint[],
  unit: Unit,
  perBlock: boolean,
): MiningChart {
  return amountUsdChart(rows, unit, perBlock, {
    word: t({ message: 'Fees', comment: 'a chart series: fees of blocks' }),
    color: feesColor,
    sats: (r) => r.avgFees,
    title: t`Average fees per block`,
    usdInSummary: true,
  })
}
