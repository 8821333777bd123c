import { t } from '@lingui/core/macro'
import type { NodeRanking } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { PageTitle } from '../../../components/PageTitle'
import { useExplorerClient } from '../../../queries/client'
import { Card } from '../../dashboard/cards/Card'
import { SectionError } from '../../mining/SectionError'
import { lightningPaths } from '../paths'
import { rankingQuery } from '../queries'
import { NodeTable } from './NodeTable'
import '../../dashboard/dashboard.css'
import '../lightning.css'

/** How many nodes each list of the overview shows; the full rankings have 100. */
export const overviewSize = 10

/** `/lightning/nodes/rankings`: the top nodes by liquidity and by connectivity side by side. */
export default function RankingsOverviewPage() {
  const network = useNetwork()
  return (
    <div className="ln-page" data-testid="ln-rankings-overview">
      <PageTitle>{t`Top Lightning nodes`}</PageTitle>
      <h1>{t`Top Lightning nodes`}</h1>
      <nav className="ln-links" aria-label={t`Rankings`}>
        <Link to={lightningPaths.oldest(network)}>{t`Oldest nodes`}</Link>
        <Link to={lightningPaths.ispRanking(network)}>{t`Top ISPs`}</Link>
        <Link to={lightningPaths.countries(network)}>{t`Nodes per country`}</Link>
        <Link to={lightningPaths.home(network)}>{t`Lightning dashboard`}</Link>
      </nav>
      <div className="ln-grid">
        <TopList ranking="liquidity" title={t`Top 10 nodes by liquidity`} />
        <TopList ranking="connectivity" title={t`Top 10 nodes by connectivity`} />
      </div>
    </div>
  )
}

function TopList({ ranking, title }: { ranking: NodeRanking; title: string }) {
  const network = useNetwork()
  const query = useQuery(rankingQuery(useExplorerClient(), ranking))
  const status = query.data ? 'ready' : query.isError ? 'error' : 'loading'
  return (
    <Card
      title={title}
      testId={`ln-overview-${ranking}`}
      status={status}
      lines={overviewSize}
      error={<SectionError what={title} error={query.error} retry={() => query.refetch()} />}
    >
      <NodeTable
        nodes={query.data?.slice(0, overviewSize) ?? []}
        testId={`ln-overview-${ranking}-table`}
        brief
      />
      <Link to={lightningPaths.ranking(network, ranking)} data-testid="ln-overview-more">
        {ranking === 'liquidity' ? t`Top 100 by liquidity` : t`Top 100 by connectivity`}
      </Link>
    </Card>
  )
}
