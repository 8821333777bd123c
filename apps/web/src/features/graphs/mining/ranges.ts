import type { HashrateInterval } from '@outpoint/explorer-client'

/** A chart's choice of ranges and the one it opens on. */
export interface RangeChoice {
  ranges: readonly HashrateInterval[]
  fallback: HashrateInterval
}

/**
 * Each mining chart's ranges as mempool.space's chart components offer them (the service accepts every
 * `hashrateIntervals` value on each route; 4y is offered by none of these charts).
 */
export const miningRanges = {
  /** `hashrate-chart`: 3M to ALL, opening on 1Y. Shorter spans hold only a few daily points. */
  hashrate: { ranges: ['3m', '6m', '1y', '2y', '3y', 'all'], fallback: '1y' },
  /** `hashrate-chart-pools`: 6M to ALL, opening on 1Y. Its points are weeks. */
  dominance: { ranges: ['6m', '1y', '2y', '3y', 'all'], fallback: '1y' },
  /** `block-prediction-graph` and `block-sizes-weights-graph`: 24H to ALL, opening on 24H. */
  blocks: {
    ranges: ['24h', '3d', '1w', '1m', '3m', '6m', '1y', '2y', '3y', 'all'],
    fallback: '24h',
  },
  /**
   * `block-fees-graph`, `block-rewards-graph`, `block-fee-rates-graph`, `block-fees-subsidy-graph`: 24H
   * to ALL, opening on 1W (mempool.space's `miningWindowPreference` default).
   */
  blockFigures: {
    ranges: ['24h', '3d', '1w', '1m', '3m', '6m', '1y', '2y', '3y', 'all'],
    fallback: '1w',
  },
} as const satisfies Record<string, RangeChoice>
