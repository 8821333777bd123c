import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { type ComponentType, lazy } from 'react'
import { hasLightning } from '../lightning/NoLightningHere'

export type GraphGroup = 'mempool' | 'mining' | 'lightning' | 'price'

export interface GraphSpec {
  /** Below `/graphs`, as on mempool.space: `mempool`, `mining/pools`. */
  path: string
  /** The link's words and the page's title (translated where shown: `i18n._(title)`). */
  title: MessageDescriptor
  group: GraphGroup
  /** A `lazy(() => import(...))` page: each chart's code loads when it is first shown. */
  component: ComponentType
}

/** The groups in the menu's order. */
export const graphGroups: readonly GraphGroup[] = ['mempool', 'mining', 'lightning', 'price']

/** A group's heading in the menu, in the page's language ("Lightning" is a name: never translated). */
export function groupName(group: GraphGroup): string {
  switch (group) {
    case 'mempool':
      return t({ message: 'Mempool', comment: 'a group of charts' })
    case 'mining':
      return t({ message: 'Mining', comment: 'a group of charts' })
    case 'lightning':
      return 'Lightning'
    case 'price':
      return t({ message: 'Price', comment: 'a group of charts' })
  }
}

/**
 * Where each group has data, as on mempool.space: the mempool everywhere; mining on Bitcoin's networks;
 * Lightning where there is a Lightning graph; prices on Bitcoin only (the service keeps none for testnets).
 */
export function groupOn(group: GraphGroup, network: Network): boolean {
  switch (group) {
    case 'mempool':
      return true
    case 'mining':
      return !isLiquidNetwork(network)
    case 'lightning':
      return hasLightning(network)
    case 'price':
      return network === 'main'
  }
}

/** Every chart page, in the order the menu lists them; `/graphs` opens the first. */
export const graphs: readonly GraphSpec[] = [
  // One entry per chart page; each engineer adds theirs (lazy, so nothing loads before it is shown).
  {
    path: 'mempool',
    title: msg({ message: 'Mempool', comment: 'a chart page' }),
    group: 'mempool',
    component: lazy(() => import('./mempool/MempoolGraphPage')),
  },
  {
    path: 'mining/pools',
    title: msg`Pool ranking`,
    group: 'mining',
    component: lazy(() => import('./shares/PoolSharePage')),
  },
  {
    path: 'mining/hashrate-difficulty',
    title: msg`Hashrate and difficulty`,
    group: 'mining',
    component: lazy(() => import('./mining/HashrateDifficultyPage')),
  },
  {
    path: 'mining/pools-dominance',
    title: msg`Pools dominance`,
    group: 'mining',
    component: lazy(() => import('./mining/PoolsDominancePage')),
  },
  {
    path: 'mining/block-health',
    title: msg`Block health`,
    group: 'mining',
    component: lazy(() => import('./mining/BlockHealthPage')),
  },
  {
    path: 'mining/block-sizes-weights',
    title: msg`Block sizes and weights`,
    group: 'mining',
    component: lazy(() => import('./mining/BlockSizesWeightsPage')),
  },
  {
    path: 'mining/block-fees',
    title: msg`Block fees`,
    group: 'mining',
    component: lazy(() => import('./mining/BlockFeesPage')),
  },
  {
    path: 'mining/block-fees-subsidy',
    title: msg`Block fees vs subsidy`,
    group: 'mining',
    component: lazy(() => import('./mining/BlockFeesSubsidyPage')),
  },
  {
    path: 'mining/block-rewards',
    title: msg`Block rewards`,
    group: 'mining',
    component: lazy(() => import('./mining/BlockRewardsPage')),
  },
  {
    path: 'mining/block-fee-rates',
    title: msg`Block fee rates`,
    group: 'mining',
    component: lazy(() => import('./mining/BlockFeeRatesPage')),
  },
  {
    path: 'lightning/nodes-networks',
    title: msg`Lightning nodes per network`,
    group: 'lightning',
    component: lazy(() => import('./lightning/NodesNetworksPage')),
  },
  {
    path: 'lightning/capacity',
    title: msg`Lightning capacity`,
    group: 'lightning',
    component: lazy(() => import('./lightning/CapacityPage')),
  },
  {
    path: 'lightning/nodes-per-isp',
    title: msg`Lightning nodes per ISP`,
    group: 'lightning',
    component: lazy(() => import('./lightning/NodesPerIspPage')),
  },
  {
    path: 'lightning/nodes-per-country',
    title: msg`Lightning nodes per country`,
    group: 'lightning',
    component: lazy(() => import('./lightning/NodesPerCountryPage')),
  },
  {
    path: 'lightning/nodes-map',
    title: msg`Lightning nodes map`,
    group: 'lightning',
    component: lazy(() => import('./lightning/NodesMapPage')),
  },
  {
    path: 'lightning/nodes-channels-map',
    title: msg`Lightning nodes and channels map`,
    group: 'lightning',
    component: lazy(() => import('./lightning/NodesChannelsMapPage')),
  },
  {
    path: 'price',
    title: msg`BTC price`,
    group: 'price',
    component: lazy(() => import('./price/PriceGraphPage')),
  },
]
