import { t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Identicon } from '../../../components/Identicon'
import { NoticePage } from '../../../components/NoticePage'
import { PageTitle } from '../../../components/PageTitle'
import { useExplorerClient } from '../../../queries/client'
import { Card } from '../../dashboard/cards/Card'
import { safeLink } from '../pool-ranking'
import { poolPath } from '../poolPath'
import { SectionError } from '../SectionError'
import { PoolBlocks } from './PoolBlocks'
import { PoolFacts } from './PoolFacts'
import { PoolHashrateChart } from './PoolHashrateChart'
import { PoolKnownBy } from './PoolKnownBy'
import { poolQueryOptions } from './queries'
import { usePoolFeed } from './usePoolFeed'
import './pool.css'

/** What a slug may be (the client refuses anything else before asking): mempool's lower-case names. */
const slugPattern = /^[a-z0-9-]{1,50}$/

/**
 * `/mining/pool/:slug`: who the pool is, its share of recent blocks and its hashrate over time, and its
 * blocks page by page, live as it mines. A slug the service does not know is a not-found of its own.
 */
export default function PoolPage() {
  const { slug = '' } = useParams()
  const network = useNetwork()
  // mempool's database finds a slug whatever its case: the page's URL is the lower-case one.
  const lower = slug.toLowerCase()
  if (lower !== slug && slugPattern.test(lower)) {
    return <Navigate replace to={poolPath(network, lower)} />
  }
  if (!slugPattern.test(slug)) return <NoPool slug={slug} />
  return <PoolView key={slug} slug={slug} />
}

function NoPool({ slug }: { slug: string }) {
  return (
    <NoticePage title={t`Mining pool not found`} testId="pool-not-found">
      <PageTitle>{t`Mining pool not found`}</PageTitle>
      {t`No mining pool is called ${slug}.`}
    </NoticePage>
  )
}

function PoolView({ slug }: { slug: string }) {
  const client = useExplorerClient()
  usePoolFeed(slug)
  const query = useQuery(poolQueryOptions(client, slug))
  const stats = query.data
  if (stats === null) return <NoPool slug={slug} />
  if (!stats) {
    return (
      <div className="page pl-page">
        <PageTitle>{t`Mining pool`}</PageTitle>
        <Card
          title={t`Mining pool`}
          testId="pool-summary"
          status={query.isError ? 'error' : 'loading'}
          error={
            <SectionError
              what={t`This mining pool`}
              error={query.error}
              retry={() => query.refetch()}
            />
          }
          lines={4}
        />
      </div>
    )
  }
  const { pool } = stats
  const poolName = pool.name
  const link = safeLink(pool.link)
  return (
    <div className="page pl-page" data-testid="pool-page">
      <PageTitle>{t`${poolName} · Mining pool`}</PageTitle>
      <div className="pl-title">
        <Identicon id={pool.slug} label="" size={32} />
        <h1 data-testid="pool-name">{pool.name}</h1>
      </div>
      {link && (
        <p className="pl-link">
          <a href={link} target="_blank" rel="noopener noreferrer" data-testid="pool-link">
            {link}
          </a>
        </p>
      )}
      {query.isError && (
        <SectionError
          what={t`The newer pool figures`}
          error={query.error}
          retry={() => query.refetch()}
        />
      )}
      <PoolFacts stats={stats} />
      <div className="pl-grid">
        <PoolHashrateChart slug={slug} name={pool.name} />
        <PoolKnownBy addresses={pool.addresses} regexes={pool.regexes} />
      </div>
      <PoolBlocks slug={slug} name={pool.name} count={stats.blockCount.all} />
    </div>
  )
}
