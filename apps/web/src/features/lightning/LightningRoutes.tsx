import { t } from '@lingui/core/macro'
import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { NotFoundPage } from '../../routes/NotFoundPage'
import { NoLightningHere, useHasLightning } from './NoLightningHere'

// One line per page; each helper adds its own (lazy, so a page's code loads when first visited).
const DashboardPage = lazy(() => import('./dashboard/LightningDashboardPage'))
const RankingPage = lazy(() => import('./rankings/NodeRankingPage'))
const CountriesPage = lazy(() => import('./rankings/CountriesPage'))
const CountryPage = lazy(() => import('./rankings/CountryPage'))
const IspRankingPage = lazy(() => import('./rankings/IspRankingPage'))
const IspPage = lazy(() => import('./rankings/IspPage'))
const NodePage = lazy(() => import('./node/NodePage'))
const ChannelPage = lazy(() => import('./channel/ChannelPage'))
const MapPage = lazy(() => import('./map/LightningMapPage'))
const RankingsOverviewPage = lazy(() => import('./rankings/RankingsOverviewPage'))
const PenaltiesPage = lazy(() => import('./penalties/PenaltiesPage'))
const GroupPage = lazy(() => import('./group/GroupPage'))

/**
 * Everything below `/lightning` (the route table's `lightning/*` entry, Bitcoin networks only). Networks
 * without a Lightning graph (testnet4, regtest) get a message saying so rather than failing requests.
 */
export default function LightningRoutes() {
  if (!useHasLightning()) return <NoLightningHere />
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="nodes/rankings" element={<RankingsOverviewPage />} />
      <Route path="nodes/rankings/:ranking" element={<RankingPage />} />
      <Route path="nodes/oldest" element={<RankingPage ranking="age" />} />
      <Route path="nodes/countries" element={<CountriesPage />} />
      <Route path="nodes/country/:country" element={<CountryPage />} />
      <Route path="nodes/isp-ranking" element={<IspRankingPage />} />
      <Route path="nodes/isp/:isp" element={<IspPage />} />
      <Route path="node/:publicKey" element={<NodePage />} />
      <Route path="channel/:id" element={<ChannelPage />} />
      <Route path="map" element={<MapPage />} />
      <Route path="penalties" element={<PenaltiesPage />} />
      <Route path="group/:name" element={<GroupPage />} />
      <Route path="*" element={<NotFoundPage reason={t`No such Lightning page.`} />} />
    </Routes>
  )
}
