import { t } from '@lingui/core/macro'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { lazy, Suspense } from 'react'
import { useNetwork } from '../../app/useNetwork'
import { useExplorerClient } from '../../queries/client'
import { useServiceKind } from '../../queries/serviceKind'
import { BlockchainBar } from './blockchain/BlockchainBar'
import { DifficultyAdjustment } from './cards/DifficultyAdjustment'
import { FeeBandChart } from './cards/FeeBandChart'
import { FeeRecommendations } from './cards/FeeRecommendations'
import { IncomingChart } from './cards/IncomingChart'
import { LatestBlocks } from './cards/LatestBlocks'
import { LatestTransactions } from './cards/LatestTransactions'
import { MempoolInfo } from './cards/MempoolInfo'
import { RecentReplacements } from './cards/RecentReplacements'
import { useDashboardFeed } from './queries/useDashboardFeed'
import './dashboard.css'
import { PageTitle } from '../../components/PageTitle'

// Liquid's only: loaded on a Liquid dashboard, never by `/`.
const DashboardPegs = lazy(() =>
  import('../liquid-audit/AuditRoutes').then((m) => ({ default: m.DashboardPegs })),
)

// A service with only the Esplora routes gets a dashboard of its own, loaded only there.
const EsploraDashboard = lazy(() => import('./esplora/EsploraDashboard'))

/** `/` of every network: the live dashboard, or a polled one where the service has no /api/v1. */
export function DashboardPage() {
  if (useServiceKind() === 'esplora')
    return (
      <Suspense fallback={null}>
        <EsploraDashboard />
      </Suspense>
    )
  return <LiveDashboard />
}

/** The live dashboard, all from the live feed (plus the charts' REST history). */
function LiveDashboard() {
  useDashboardFeed()
  const network = useNetwork()
  // A new network or host starts a fresh bar (no slide-in from the other network's tip).
  const { baseUrl } = useExplorerClient()
  return (
    <div className="db-page" key={baseUrl}>
      <PageTitle>{t`Dashboard`}</PageTitle>
      <h1 className="visually-hidden">{t`Dashboard`}</h1>
      <BlockchainBar />
      <div className="db-grid">
        <div className="db-column">
          <FeeRecommendations />
          <MempoolInfo />
          <FeeBandChart />
          <LatestTransactions />
        </div>
        <div className="db-column">
          {/* Liquid has no proof of work, so no difficulty to adjust. */}
          {!isLiquidNetwork(network) && <DifficultyAdjustment />}
          <IncomingChart />
          {isLiquidNetwork(network) && (
            <Suspense fallback={null}>
              <DashboardPegs />
            </Suspense>
          )}
          <LatestBlocks />
          <RecentReplacements />
        </div>
      </div>
    </div>
  )
}
