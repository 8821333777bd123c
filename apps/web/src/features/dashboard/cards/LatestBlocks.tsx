import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { TimeAgo } from '../../../components/TimeAgo'
import { formatBytes, formatCount } from '../model/format'
import { minedBlockView } from '../model/mined-blocks'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

/** The latest mined blocks as a table: height, pool, age, transactions, size. */
export function LatestBlocks() {
  const { data, status } = useLiveItem('blocks')
  const network = useNetwork()
  return (
    <Card
      className="db-card-blocks"
      title="Latest blocks"
      testId="latest-blocks"
      status={status}
      lines={6}
    >
      {data && (
        <table className="db-table">
          <thead>
            <tr>
              <th scope="col">Height</th>
              <th scope="col">Pool</th>
              <th scope="col">Mined</th>
              <th scope="col" className="db-num">
                Transactions
              </th>
              <th scope="col" className="db-num db-narrow-hide">
                Size
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map(minedBlockView).map((block) => (
              <tr key={block.hash}>
                <td>
                  <Link to={networkPath(network, `/block/${encodeURIComponent(block.hash)}`)}>
                    {block.height}
                  </Link>
                </td>
                <td className="db-rest">{block.pool ?? '–'}</td>
                <td>
                  <TimeAgo time={block.timestamp} />
                </td>
                <td className="db-num">{formatCount(block.txCount)}</td>
                <td className="db-num db-narrow-hide">{formatBytes(block.size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}
