import { t } from '@lingui/core/macro'
import type { BlockRewardsPoint } from '@outpoint/explorer-client'
import { blockRewardsChart } from './block-rewards-chart'
import { type ChartContext, MiningHistoryGraph } from './MiningHistoryGraph'
import { blockRewardsQueryOptions } from './queries'

const chart = (rows: BlockRewardsPoint[], { unit, perBlock }: ChartContext) =>
  blockRewardsChart(rows, unit, perBlock)

/** `/graphs/mining/block-rewards`: the average block reward (subsidy plus fees), in the reader's unit and USD. */
export default function BlockRewardsPage() {
  return (
    <MiningHistoryGraph
      title={t`Average block reward`}
      testId="block-rewards"
      what={t`The block rewards`}
      file="block-rewards"
      query={blockRewardsQueryOptions}
      chart={chart}
    />
  )
}
