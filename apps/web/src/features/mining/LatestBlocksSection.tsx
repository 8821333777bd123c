import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Identicon } from '../../components/Identicon'
import { TimeAgo } from '../../components/TimeAgo'
import { Card } from '../dashboard/cards/Card'
import { formatCount } from '../dashboard/model/format'
import { minedBlockView } from '../dashboard/model/mined-blocks'
import { useLiveItem } from '../dashboard/queries/useLiveItem'

const poolSlug = (block: { extras?: { pool?: { slug?: unknown } } }): string | undefined => {
  const slug = block.extras?.pool?.slug
  return typeof slug === 'string' && slug ? slug : undefined
}

/** The latest blocks and who mined them, live from the feed: a new block appears at the top. */
export function LatestBlocksSection() {
  const { data, status } = useLiveItem('blocks')
  const network = useNetwork()
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
          <table className="db-table">
            <thead>
              <tr>
                <th scope="col">Height</th>
                <th scope="col">Pool</th>
                <th scope="col">Mined</th>
                <th scope="col" className="db-num">
                  <abbr title="Transactions">Txs</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((raw) => {
                const block = minedBlockView(raw)
                const slug = poolSlug(raw)
                return (
                  <tr key={block.hash} data-testid="mining-block" data-height={block.height}>
                    <td>
                      <Link to={networkPath(network, `/block/${encodeURIComponent(block.hash)}`)}>
                        {block.height}
                      </Link>
                    </td>
                    <td className="mn-pool">
                      {block.pool ? (
                        <>
                          <Identicon id={slug ?? block.pool} label="" size={20} />
                          {block.pool}
                        </>
                      ) : (
                        '–'
                      )}
                    </td>
                    <td>
                      <TimeAgo time={block.timestamp} />
                    </td>
                    <td className="db-num">{formatCount(block.txCount)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
