import { t } from '@lingui/core/macro'
import type { BlockExtended } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { Identicon } from '../../components/Identicon'
import { Card } from '../dashboard/cards/Card'
import { LatestBlocksTable } from '../dashboard/cards/LatestBlocks'
import type { MinedBlockView } from '../dashboard/model/mined-blocks'
import { useLiveItem } from '../dashboard/queries/useLiveItem'
import { poolPath } from './poolPath'

function PoolCell({ block, raw }: { block: MinedBlockView; raw: BlockExtended }) {
  const network = useNetwork()
  // The feed checked the block: a pool, when there is one, has a text slug.
  const slug = raw.extras?.pool?.slug
  if (!block.pool) return <td className="mn-pool">–</td>
  return (
    <td className="mn-pool">
      <Identicon id={slug || block.pool} label="" size={20} />
      {slug ? <Link to={poolPath(network, slug)}>{block.pool}</Link> : block.pool}
    </td>
  )
}

const poolCell = (block: MinedBlockView, raw: BlockExtended) => <PoolCell block={block} raw={raw} />

/** The latest blocks and who mined them, live from the feed: a new block appears at the top. */
export function LatestBlocksSection() {
  const { data, status } = useLiveItem('blocks')
  return (
    <Card
      className="mn-card-blocks"
      title={t`Latest blocks`}
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
