import type { BlockFeeRatesPoint } from '@outpoint/explorer-client'
import { feeRatesChart } from './fee-rates-chart'
import { type ChartContext, MiningHistoryGraph } from './MiningHistoryGraph'
import { blockFeeRatesQueryOptions } from './queries'

const chart = (rows: BlockFeeRatesPoint[], { perBlock }: ChartContext) =>
  feeRatesChart(rows, perBlock)

/** `/graphs/mining/block-fee-rates`: fee-rate percentiles of the blocks, on a log scale. */
export default function BlockFeeRatesPage() {
  return (
    <MiningHistoryGraph
      title="Fee rates of blocks (sat/vB)"
      testId="block-fee-rates"
      what="The block fee rates"
      file="block-fee-rates"
      query={blockFeeRatesQueryOptions}
      chart={chart}
    />
  )
}
