import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { AppLayout } from '../app/AppLayout'
import { networkFromSegment } from '../app/networks'
import { DashboardPage } from '../features/dashboard/DashboardPage'
import { NotFoundPage } from './NotFoundPage'
import { PageRoute } from './PageRoute'
import { pages } from './pages'
import { previewRoutePaths } from './previewPaths'
import { RouteBoundary } from './RouteBoundary'

const PreviewRedirect = lazy(() => import('./PreviewRedirect'))

/** The pages below one network prefix: the same table for every network. */
function networkPages(): RouteObject[] {
  return [
    {
      index: true,
      element: (
        <RouteBoundary>
          <DashboardPage />
        </RouteBoundary>
      ),
    },
    ...pages.map((page) => ({
      path: page.path,
      element: (
        <RouteBoundary>
          <PageRoute page={page} />
        </RouteBoundary>
      ),
    })),
    ...previewRoutePaths.map((path) => ({
      path,
      element: (
        <RouteBoundary>
          <PreviewRedirect />
        </RouteBoundary>
      ),
    })),
    { path: '*', element: <NotFoundPage /> },
  ]
}

/**
 * The route tree, built once: mainnet at the root, every other network under its prefix (`/testnet/tx/...`),
 * as mempool.space's URLs are. Static root paths outrank `:network`, so `/mining` is mainnet's mining page;
 * an unknown prefix is a 404 (routesFor). A language prefix (`/ja/...`) is the router's basename
 * (App), so it never reaches this table.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <AppLayout />, children: networkPages() },
  { path: '/:network', element: <AppLayout />, children: networkPages() },
]

const mainRoutes = routes.slice(0, 1)

/**
 * The routes to match a path against: mainnet's alone when its first segment names no network. Else
 * `/graphs/mining/pools` would be network "graphs" with `mining/*` (React Router ranks the longer pattern
 * higher) and a 404, instead of mainnet's graphs page.
 */
export function routesFor(pathname: string): RouteObject[] {
  return networkFromSegment(pathname.split('/')[1]) ? routes : mainRoutes
}
