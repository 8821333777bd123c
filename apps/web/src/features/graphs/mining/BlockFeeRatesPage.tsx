import { t } from '@lingui/core/macro'
import type { BlockFeeRatesPoint } from '@outpoint/explorer-client'
import { useUnits } from '../../units/useUnits'
import { feeRatesChart } from './fee-rates-chart'
import { type ChartContext, MiningHistoryGraph } from './MiningHistoryGraph'
import { blockFeeRatesQueryOptions } from './queries'

const chart = (rows: BlockFeeRatesPoint[], { perBlock, rateUnit }: ChartContext) =>
  feeRatesChart(rows, perBlock, rateUnit)

/** `/graphs/mining/block-fee-rates`: fee-rate percentiles of the blocks, on a log scale. */
export default function BlockFeeRatesPage() {
  const { rateLabel } = useUnits()
  return (
    <MiningHistoryGraph
      title={t`Fee rates of blocks (${rateLabel})`}
      testId="block-fee-rates"
      what={t`The block fee rates`}
      file="block-fee-rates"
      query={blockFeeRatesQueryOptions}
      chart={chart}
    />
  )
}
