import { t } from '@lingui/core/macro'
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { NotFoundPage } from '../../routes/NotFoundPage'
import { RouteBoundary } from '../../routes/RouteBoundary'

const AssetsPage = lazy(() => import('./AssetsPage'))
const AssetPage = lazy(() => import('./AssetPage'))

/** Everything below `/assets` (the route table's `assets/*` entry, Liquid networks only). */
export default function AssetsRoutes() {
  return (
    <RouteBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route index element={<AssetsPage />} />
          {/* mempool's liquid.network URLs for its two lists: both on the one page here. */}
          <Route path="featured" element={<AssetsPage />} />
          <Route path="all" element={<AssetsPage />} />
          <Route path="asset/:id" element={<AssetPage />} />
          <Route path="*" element={<NotFoundPage reason={t`No such assets page.`} />} />
        </Routes>
      </Suspense>
    </RouteBoundary>
  )
}
