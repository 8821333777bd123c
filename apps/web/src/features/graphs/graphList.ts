import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { type ComponentType, lazy } from 'react'
import { hasLightning } from '../lightning/NoLightningHere'

export type GraphGroup = 'mempool' | 'mining' | 'lightning' | 'price'

export interface GraphSpec {
  /** Below `/graphs`, as on mempool.space: `mempool`, `mining/pools`. */
  path: string
  /** The link's words and the page's title. */
  title: string
  group: GraphGroup
  /** A `lazy(() => import(...))` page: each chart's code loads when it is first shown. */
  component: ComponentType
}

export const groupNames: Record<GraphGroup, string> = {
  mempool: 'Mempool',
  mining: 'Mining',
  lightning: 'Lightning',
  price: 'Price',
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
    path: 'mining/block-fees',
    title: 'Block fees',
    group: 'mining',
    component: lazy(() => import('./mining-b/BlockFeesPage')),
  },
  {
    path: 'mining/block-fees-subsidy',
    title: 'Block fees vs subsidy',
    group: 'mining',
    component: lazy(() => import('./mining-b/BlockFeesSubsidyPage')),
  },
  {
    path: 'mining/block-rewards',
    title: 'Block rewards',
    group: 'mining',
    component: lazy(() => import('./mining-b/BlockRewardsPage')),
  },
  {
    path: 'mining/block-fee-rates',
    title: 'Block fee rates',
    group: 'mining',
    component: lazy(() => import('./mining-b/BlockFeeRatesPage')),
  },
]
