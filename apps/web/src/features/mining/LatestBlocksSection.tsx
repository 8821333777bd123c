import type { BlockExtended } from '@outpoint/explorer-client'
import { Identicon } from '../../components/Identicon'
import { Card } from '../dashboard/cards/Card'
import { LatestBlocksTable } from '../dashboard/cards/LatestBlocks'
import type { MinedBlockView } from '../dashboard/model/mined-blocks'
import { useLiveItem } from '../dashboard/queries/useLiveItem'

const poolCell = (block: MinedBlockView, raw: BlockExtended) => (
  <td className="mn-pool">
    {block.pool ? (
      <>
        {/* The feed checked the block: a pool, when there is one, has a text slug. */}
        <Identicon id={raw.extras?.pool?.slug || block.pool} label="" size={20} />
        {block.pool}
      </>
    ) : (
      '–'
    )}
  </td>
)

/** The latest blocks and who mined them, live from the feed: a new block appears at the top. */
export function LatestBlocksSection() {
  const { data, status } = useLiveItem('blocks')
  return (
    <Card
      className="mn-card-blocks"
      title="Latest blocks"
      testId="mining-latest-blocks"
      status={status}
      lines={8}
    >
      {data && (
        <div className="mn-scroll">
          <LatestBlocksTable blocks={data} compact pool={poolCell} rowTestId="mining-block" />
        </div>
      )}
    </Card>
  )
}
