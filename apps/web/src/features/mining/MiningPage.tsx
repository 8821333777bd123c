import { t } from '@lingui/core/macro'
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { NotFoundPage } from '../../routes/NotFoundPage'

const DashboardPage = lazy(() => import('./MiningDashboardPage'))
const PoolPage = lazy(() => import('./pool/PoolPage'))

/** mempool.space's `/mining/blocks` is its blocks list: the same here, on the same network. */
export function BlocksRedirect() {
  const network = useNetwork()
  return <Navigate replace to={networkPath(network, '/blocks')} />
}

/**
 * Everything below `/mining` (the route table's `mining/*` entry, Bitcoin networks only): the mining
 * dashboard, a pool's page, and mempool.space's old address of the blocks list.
 */
export default function MiningPage() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="pool/:slug" element={<PoolPage />} />
      <Route path="blocks" element={<BlocksRedirect />} />
      <Route path="*" element={<NotFoundPage reason={t`No such mining page.`} />} />
    </Routes>
  )
}
