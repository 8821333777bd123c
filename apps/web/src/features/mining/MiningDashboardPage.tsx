import { t } from '@lingui/core/macro'
import { useExplorerClient } from '../../queries/client'
import { DifficultySection } from './DifficultySection'
import { HashrateSection } from './HashrateSection'
import { LatestBlocksSection } from './LatestBlocksSection'
import { PoolsSection } from './PoolsSection'
import { useMiningFeed } from './useMiningFeed'
import '../dashboard/dashboard.css'
import './mining.css'
import { PageTitle } from '../../components/PageTitle'

/**
 * `/mining` of the Bitcoin networks (the route table refuses it on Liquid): hashrate and difficulty, pool
 * ranking, the difficulty epoch and the latest blocks. Each section loads and fails on its own, with
 * Retry, so one failed request never blanks the page.
 */
export default function MiningDashboardPage() {
  useMiningFeed()
  const { baseUrl } = useExplorerClient()
  return (
    <div className="mn-page" key={baseUrl}>
      <PageTitle>{t`Mining`}</PageTitle>
      <h1 id="mining-title">{t`Mining`}</h1>
      <div className="mn-grid">
        <HashrateSection />
        <DifficultySection />
        <PoolsSection />
        <LatestBlocksSection />
      </div>
    </div>
  )
}
