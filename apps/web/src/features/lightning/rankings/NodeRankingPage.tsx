import { type NodeRanking, nodeRankings } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { useExplorerClient } from '../../../queries/client'
import { lightningPaths } from '../paths'
import { rankingQuery } from '../queries'
import { BadParam } from './BadParam'
import { NodeTable } from './NodeTable'
import '../../dashboard/dashboard.css'
import '../lightning.css'

const titles: Record<NodeRanking, string> = {
  liquidity: 'Top 100 nodes by liquidity',
  connectivity: 'Top 100 nodes by connectivity',
  age: 'The 100 oldest nodes',
}

const isRanking = (value: string): value is NodeRanking =>
  (nodeRankings as readonly string[]).includes(value)

/** `/lightning/nodes/rankings/:ranking`: liquidity, connectivity or age. */
export default function NodeRankingPage() {
  const ranking = useParams().ranking ?? ''
  if (!isRanking(ranking)) {
    return (
      <BadParam
        what="ranking"
        value={ranking}
        expected="a ranking: liquidity, connectivity or age"
      />
    )
  }
  return <Ranking ranking={ranking} />
}

function Ranking({ ranking }: { ranking: NodeRanking }) {
  const network = useNetwork()
  const { data } = useSuspenseQuery(rankingQuery(useExplorerClient(), ranking))
  return (
    <div className="ln-page" data-testid="ln-ranking">
      <h1 id="ln-title">{titles[ranking]}</h1>
      <nav className="ln-links" aria-label="Rankings">
        {nodeRankings.map((r) => (
          <Link
            key={r}
            to={lightningPaths.ranking(network, r)}
            aria-current={r === ranking ? 'page' : undefined}
          >
            {r[0]?.toUpperCase()}
            {r.slice(1)}
          </Link>
        ))}
        <Link to={lightningPaths.home(network)}>Lightning dashboard</Link>
      </nav>
      <NodeTable nodes={data} testId="ln-ranking-table" />
    </div>
  )
}
