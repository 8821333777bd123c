import { t } from '@lingui/core/macro'
import type { BlockFeesPoint } from '@outpoint/explorer-client'
import { blockFeesChart } from './block-fees-chart'
import { type ChartContext, MiningHistoryGraph } from './MiningHistoryGraph'
import { blockFeesQueryOptions } from './queries'

const chart = (rows: BlockFeesPoint[], { unit, perBlock }: ChartContext) =>
  blockFeesChart(rows, unit, perBlock)

/** `/graphs/mining/block-fees`: average fees per block, in the reader's unit and USD. */
export default function BlockFeesPage() {
  return (
    <MiningHistoryGraph
      title={t`Average fees per block`}
      testId="block-fees"
      what={t`The block fees`}
      file="block-fees"
      query={blockFeesQueryOptions}
      chart={chart}
    />
  )
}
