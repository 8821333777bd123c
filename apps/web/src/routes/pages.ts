import type { Chain } from '@outpoint/explorer-client'
import { type ComponentType, lazy } from 'react'

/** A page of the mempool.space URL scheme that a later issue builds; until then it explains itself. */
export interface PageSpec {
  /** Route path below the network prefix (react-router syntax). */
  path: string
  title: string
  /** What the page will show, for the "not built yet" placeholder. */
  description: string
  /** Only on this chain (mining and Lightning are Bitcoin's, assets Liquid's); both when absent. */
  chain?: Chain
  /**
   * The page once built: a `lazy(() => import(...))` component, so each page's code loads when it is first
   * visited and `/` stays within its budget. Absent: the "not built yet" placeholder.
   */
  component?: ComponentType
}

/** `/blocks` is the list's first page, as on mempool.space. */
const blocksList = {
  title: 'Blocks',
  description: 'The latest blocks, 15 a page, with their pools, sizes, fees and rewards.',
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
    title: 'Block',
    description:
      'A block by hash or height: its header, size, fees and fee-rate range, the pool that mined it, and its transactions page by page.',
    component: lazy(() => import('../features/block/BlockPage')),
  },
  { path: 'blocks', ...blocksList },
  {
    path: 'blocks/stale',
    title: 'Stale blocks',
    description: 'The tips of branches off the best chain that the node knows of, newest first.',
    chain: 'bitcoin',
    component: lazy(() => import('../features/blocks-list/StaleTipsPage')),
  },
  { path: 'blocks/:page', ...blocksList },
  {
    path: 'txs',
    title: 'Recent transactions',
    description: 'The latest transactions to enter the mempool, updated as they arrive.',
    component: lazy(() => import('../features/blocks-list/RecentTxsPage')),
  },
  {
    path: 'tx/push',
    title: 'Broadcast transaction',
    description: 'A form to paste a signed raw transaction and broadcast it to the network.',
    component: lazy(() => import('../features/broadcast/BroadcastPage')),
  },
  {
    path: 'pushtx',
    title: 'Broadcast transaction',
    description: 'The broadcast page.',
    component: lazy(() => txTools().then((m) => ({ default: m.PushTxRedirect }))),
  },
  {
    path: 'tx/test',
    title: 'Test transactions',
    description: 'Would the node accept these transactions? Each verdict in words.',
    chain: 'bitcoin',
    component: lazy(() => txTools().then((m) => ({ default: m.TestPage }))),
  },
  {
    path: 'tx/preview',
    title: 'Preview transaction',
    description: 'A raw transaction or PSBT decoded with its fee, tested, then broadcast.',
    chain: 'bitcoin',
    component: lazy(() => txTools().then((m) => ({ default: m.PreviewPage }))),
  },
  {
    path: 'tx/:id',
    title: 'Transaction',
    description:
      'A transaction (or one output, as txid:vout): status and confirmations, fee and fee rate, inputs and outputs, and live position while it waits in the mempool.',
    component: lazy(() => import('../features/transaction/TransactionPage')),
  },
  {
    path: 'address/:id',
    title: 'Address',
    description:
      'An address: balance, received and sent totals, and its transaction history, updated live as new transactions arrive.',
    component: lazy(() => import('../features/address/AddressPage')),
  },
  {
    path: 'mempool-block/:index',
    title: 'Projected block',
    description:
      'One of the next blocks the mempool would make: its fee range, size and the transactions in it, live.',
    component: lazy(() => import('../features/mempool-block/MempoolBlockPage')),
  },
  {
    path: 'rbf',
    title: 'RBF replacements',
    description: 'The latest replacements, live.',
    chain: 'bitcoin',
    component: lazy(() => import('../features/rbf/RbfPage')),
  },
  {
    path: 'mining/*',
    title: 'Mining',
    description:
      'Mining: hashrate and difficulty, pool ranking and shares, block rewards and fees over time.',
    chain: 'bitcoin',
    component: lazy(() => import('../features/mining/MiningPage')),
  },
  {
    path: 'lightning/*',
    title: 'Lightning',
    description:
      'The Lightning network: nodes, channels, capacity, rankings and node and channel pages.',
    chain: 'bitcoin',
    component: lazy(() => import('../features/lightning/LightningRoutes')),
  },
  {
    path: 'swap/*',
    title: 'Swap',
    description:
      'Swap BTC for a token on an EVM chain and back through the configured swap service, and follow each swap to its end.',
    chain: 'bitcoin',
    component: lazy(() => import('../features/swap/SwapRoutes')),
  },
  {
    path: 'assets/*',
    title: 'Assets',
    description:
      'Liquid assets: featured and all issued assets, each with its issuance, supply and transactions.',
    chain: 'liquid',
    component: lazy(() => import('../features/assets/AssetsRoutes')),
  },
  {
    path: 'tools/calculator',
    title: 'Calculator',
    description: 'BTC, sats and fiat converter.',
    component: lazy(() => import('../features/calculator/CalculatorPage')),
  },
  {
    path: 'clock',
    title: 'Clock',
    description: 'Kiosk view of the next block.',
    component: ClockPage,
  },
  {
    path: 'clock/:mode/:index',
    title: 'Clock',
    description: 'Kiosk view of a block.',
    component: ClockPage,
  },
  {
    path: 'docs/*',
    title: 'API documentation',
    description: 'REST and websocket API.',
    component: DocsRoutes,
  },
  {
    path: 'api',
    title: 'API documentation',
    description: 'REST API.',
    component: DocsRoutes,
  },
]
