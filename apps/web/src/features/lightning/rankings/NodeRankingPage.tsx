import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { type Network, type NodeRanking, nodeRankings } from '@outpoint/explorer-client'
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
import { PageTitle } from '../../../components/PageTitle'

const titles: Record<NodeRanking, MessageDescriptor> = {
  liquidity: msg`Top 100 nodes by liquidity`,
  connectivity: msg`Top 100 nodes by connectivity`,
  age: msg`The 100 oldest nodes`,
}

const isRanking = (value: string): value is NodeRanking =>
  (nodeRankings as readonly string[]).includes(value)

const labels: Record<NodeRanking, MessageDescriptor> = {
  liquidity: msg`Liquidity`,
  connectivity: msg`Connectivity`,
  age: msg({ message: 'Oldest', comment: 'link to the ranking of the oldest nodes' }),
}

/** Where each ranking lives: the oldest nodes at `/nodes/oldest`, as on mempool.space. */
const rankingPath = (network: Network, ranking: NodeRanking) =>
  ranking === 'age' ? lightningPaths.oldest(network) : lightningPaths.ranking(network, ranking)

/**
 * `/lightning/nodes/rankings/:ranking` (liquidity, connectivity, or age, which `/lightning/nodes/oldest`
 * shows too: pass `ranking` for a route without the parameter).
 */
export default function NodeRankingPage(props: { ranking?: NodeRanking }) {
  const param = useParams().ranking ?? ''
  const ranking = props.ranking ?? param
  if (!isRanking(ranking)) {
    return (
      <BadParam
        title={t`Not a valid ranking`}
        message={t({
          message: `“${ranking}” is not a ranking: liquidity, connectivity or age.`,
          comment: 'liquidity, connectivity and age are the words of the URL: keep them in English',
        })}
      />
    )
  }
  return <Ranking ranking={ranking} />
}

function Ranking({ ranking }: { ranking: NodeRanking }) {
  const network = useNetwork()
  const { data } = useSuspenseQuery(rankingQuery(useExplorerClient(), ranking))
  const title = i18n._(titles[ranking])
  return (
    <div className="ln-page" data-testid="ln-ranking">
      <PageTitle>{title}</PageTitle>
      <h1 id="ln-title">{title}</h1>
      <nav className="ln-links" aria-label={t`Rankings`}>
        {nodeRankings.map((r) => (
          <Link
            key={r}
            to={rankingPath(network, r)}
            aria-current={r === ranking ? 'page' : undefined}
          >
            {i18n._(labels[r])}
          </Link>
        ))}
        <Link to={lightningPaths.rankings(network)}>{t`All rankings`}</Link>
        <Link to={lightningPaths.home(network)}>{t`Lightning dashboard`}</Link>
      </nav>
      <NodeTable nodes={data} testId="ln-ranking-table" byAge={ranking === 'age'} />
    </div>
  )
}
