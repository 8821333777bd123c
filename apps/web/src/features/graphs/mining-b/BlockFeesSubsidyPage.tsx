import type { BlockFeesPoint } from '@outpoint/explorer-client'
import { feesSubsidyChart } from './fees-subsidy-chart'
import { type ChartContext, MiningHistoryGraph } from './MiningHistoryGraph'
import { blockFeesQueryOptions } from './queries'

const chart = (rows: BlockFeesPoint[], { network, unit, perBlock }: ChartContext) =>
  feesSubsidyChart(rows, network, unit, perBlock)

/** `/graphs/mining/block-fees-subsidy`: subsidy and fees per block stacked, the fees' share on the right. */
export default function BlockFeesSubsidyPage() {
  return (
    <MiningHistoryGraph
      title="Subsidy and fees per block"
      testId="block-fees-subsidy"
      what="The block fees"
      file="block-fees-subsidy"
      query={blockFeesQueryOptions}
      chart={chart}
    />
  )
}
