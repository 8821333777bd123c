import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Chain } from '@outpoint/explorer-client'
import { type ComponentType, lazy } from 'react'

/** A page of the mempool.space URL scheme, below the network prefix. */
export interface PageSpec {
  /** Route path below the network prefix (react-router syntax). */
  path: string
  /** What the page is ("Block"), translated where it is said. */
  title: MessageDescriptor
  /** Only on this chain (mining and Lightning are Bitcoin's, assets Liquid's); both when absent. */
  chain?: Chain
  /** Reads mempool's own routes (`/api/v1`): on a service with only the Esplora routes it says so instead. */
  mempoolApi?: true
  /**
   * A `lazy(() => import(...))` component, so each page's code loads when it is first visited and `/`
   * stays within its budget.
   */
  component: ComponentType
}

/**
 * `/blocks` is the list's first page, as on mempool.space. Its pages of 15 are mempool's `/v1/blocks`; on a
 * service with only the Esplora routes, pages of 10 from Esplora's `/blocks` (no `mempoolApi` notice).
 */
const blocksList = {
  title: msg`Blocks`,
  component: lazy(() => import('../features/blocks-list/BlocksListPage')),
}
/** `/pushtx`, `/tx/test` and `/tx/preview` load together: one chunk, one entry in the page table's import map. */
const txTools = () => import('../features/tx-tools/TxToolsPages')
// Pages served at two paths share one lazy component: one import() and one preload list in the entry.
const ClockPage = lazy(() => import('../features/clock/ClockPage'))
const DocsRoutes = lazy(() => import('../features/docs/DocsRoutes'))

export const pages: readonly PageSpec[] = [
  {
    path: 'block/:id',
    title: msg`Block`,
    component: lazy(() => import('../features/block/BlockPage')),
  },
  { path: 'blocks', ...blocksList },
  {
    path: 'blocks/stale',
    mempoolApi: true,
    title: msg`Stale blocks`,
    chain: 'bitcoin',
    component: lazy(() => import('../features/blocks-list/StaleTipsPage')),
  },
  { path: 'blocks/:page', ...blocksList },
  {
    path: 'txs',
    title: msg`Recent transactions`,
    component: lazy(() => import('../features/blocks-list/RecentTxsPage')),
  },
  {
    path: 'tx/push',
    title: msg`Broadcast transaction`,
    component: lazy(() => import('../features/broadcast/BroadcastPage')),
  },
  {
    path: 'pushtx',
    title: msg`Broadcast transaction`,
    component: lazy(() => txTools().then((m) => ({ default: m.PushTxRedirect }))),
  },
  {
    path: 'tx/test',
    title: msg`Test transactions`,
    chain: 'bitcoin',
    component: lazy(() => txTools().then((m) => ({ default: m.TestPage }))),
  },
  {
    path: 'tx/preview',
    title: msg`Preview transaction`,
    chain: 'bitcoin',
    component: lazy(() => txTools().then((m) => ({ default: m.PreviewPage }))),
  },
  {
    path: 'tx/:id',
    title: msg`Transaction`,
    component: lazy(() => import('../features/transaction/TransactionPage')),
  },
  {
    path: 'address/:id',
    title: msg`Address`,
    component: lazy(() => import('../features/address/AddressPage')),
  },
  {
    path: 'mempool-block/:index',
    mempoolApi: true,
    title: msg`Projected block`,
    component: lazy(() => import('../features/mempool-block/MempoolBlockPage')),
  },
  {
    path: 'rbf',
    mempoolApi: true,
    title: msg`RBF replacements`,
    chain: 'bitcoin',
    component: lazy(() => import('../features/rbf/RbfPage')),
  },
  // Spelled out: `/mining/blocks` would otherwise be read as page `blocks` of a network called `mining`.
  {
    path: 'mining/blocks',
    mempoolApi: true,
    title: msg`Blocks`,
    chain: 'bitcoin',
    component: lazy(() =>
      import('../features/mining/MiningPage').then((m) => ({ default: m.BlocksRedirect })),
    ),
  },
  {
    path: 'mining/*',
    mempoolApi: true,
    title: msg`Mining`,
    chain: 'bitcoin',
    component: lazy(() => import('../features/mining/MiningPage')),
  },
  {
    path: 'lightning/*',
    mempoolApi: true,
    title: msg({ message: 'Lightning', comment: 'the Lightning network: a name, kept as it is' }),
    chain: 'bitcoin',
    component: lazy(() => import('../features/lightning/LightningRoutes')),
  },
  {
    path: 'graphs/*',
    mempoolApi: true,
    title: msg`Graphs`,
    component: lazy(() => import('../features/graphs/GraphsRoutes')),
  },
  {
    path: 'swap/*',
    title: msg`Swap`,
    chain: 'bitcoin',
    component: lazy(() => import('../features/swap/SwapRoutes')),
  },
  {
    path: 'assets/*',
    title: msg`Assets`,
    chain: 'liquid',
    component: lazy(() => import('../features/assets/AssetsRoutes')),
  },
  // Liquid's; on a Bitcoin network it says so and links Liquid's (not a bare 404).
  {
    path: 'audit/*',
    mempoolApi: true,
    title: msg`Peg audit`,
    component: lazy(() => import('../features/liquid-audit/AuditRoutes')),
  },
  {
    path: 'tools/calculator',
    title: msg`Calculator`,
    component: lazy(() => import('../features/calculator/CalculatorPage')),
  },
  {
    path: 'watch',
    title: msg`Watch-list`,
    component: lazy(() => import('../features/watch/WatchPage')),
  },
  {
    path: 'wallet-view',
    title: msg`Wallet view`,
    component: lazy(() => import('../features/xpub/WalletViewPage')),
  },
  {
    path: 'clock',
    title: msg`Clock`,
    component: ClockPage,
  },
  {
    path: 'clock/:mode/:index',
    title: msg`Clock`,
    component: ClockPage,
  },
  {
    path: 'docs/*',
    title: msg`API documentation`,
    component: DocsRoutes,
  },
  // Spelled out: `/docs/api` would otherwise be read as page `api` of a network called `docs`.
  {
    path: 'docs/api',
    title: msg`API documentation`,
    component: DocsRoutes,
  },
  {
    path: 'api',
    title: msg`API documentation`,
    component: DocsRoutes,
  },
]
