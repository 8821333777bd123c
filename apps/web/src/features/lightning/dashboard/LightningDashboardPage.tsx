import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { useExplorerClient } from '../../../queries/client'
import { lightningPaths } from '../paths'
import { GeoSection } from './GeoSection'
import { HistorySection } from './HistorySection'
import { MapSection } from './MapSection'
import { StatisticsSection } from './StatisticsSection'
import { TopNodesSection } from './TopNodesSection'
import '../../dashboard/dashboard.css'
import '../lightning.css'
import { PageTitle } from '../../../components/PageTitle'

/**
 * `/lightning`: the network's figures and their week's change, a year of capacity and node counts, the
 * largest nodes, where nodes run, and the map. Each section loads and fails on its own, with Retry.
 */
export default function LightningDashboardPage() {
  const network = useNetwork()
  const { baseUrl } = useExplorerClient()
  return (
    <div className="ln-page" key={baseUrl} data-testid="ln-dashboard">
      <PageTitle>{t`Lightning network`}</PageTitle>
      <h1 id="ln-title">{t`Lightning network`}</h1>
      <nav className="ln-links" aria-label={t`Lightning lists`}>
        <Link to={lightningPaths.rankings(network)}>{t`Top nodes`}</Link>
        <Link to={lightningPaths.ranking(network, 'liquidity')}>{t`Liquidity ranking`}</Link>
        <Link to={lightningPaths.ranking(network, 'connectivity')}>{t`Connectivity ranking`}</Link>
        <Link to={lightningPaths.oldest(network)}>{t`Oldest nodes`}</Link>
        <Link to={lightningPaths.countries(network)}>{t`Countries`}</Link>
        <Link to={lightningPaths.ispRanking(network)}>{t`ISPs`}</Link>
        <Link to={lightningPaths.penalties(network)}>{t`Penalties`}</Link>
        <Link to={lightningPaths.group(network, 'the-mempool-open-source-project')}>
          {t`Mempool’s own nodes`}
        </Link>
      </nav>
      <div className="ln-grid">
        <StatisticsSection />
        <HistorySection />
        <TopNodesSection />
        <GeoSection />
        <MapSection />
      </div>
    </div>
  )
}
