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
  {
    path: 'tx/push',
    title: 'Broadcast transaction',
    description: 'A form to paste a signed raw transaction and broadcast it to the network.',
    component: lazy(() => import('../features/broadcast/BroadcastPage')),
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
