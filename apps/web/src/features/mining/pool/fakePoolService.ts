import type { MiningPool } from '@outpoint/explorer-client'

/** Pool answers as mempool's backend words them, for the pool page's tests. */

const hex = (n: number) => n.toString(16).padStart(64, '0')

export const hostileTag = '<img src=x onerror="alert(1)">'

export function poolStats(fields: Partial<MiningPool> = {}): MiningPool {
  return {
    pool: {
      id: 1,
      name: 'Foundry USA',
      link: 'https://foundrydigital.com',
      addresses: [
        'bc1qxhmdufsvnuaaaer4ynz88fspdsxq2h9e9cetdj',
        '12KKDt4Mj7N5UAkQMN7LtPZMayenXHa8KL',
      ],
      regexes: ['/2cDw/', 'Foundry USA Pool', hostileTag],
      slug: 'foundryusa',
      unique_id: 111,
    },
    blockCount: { all: 40, '24h': 12, '1w': 30 },
    blockShare: { all: 0.4, '24h': 12 / 144, '1w': 30 / 1008 },
    estimatedHashrate: 2.5e20,
    reportedHashrate: null,
    avgBlockHealth: null,
    totalReward: 0,
    ...fields,
  }
}

/** A block of the pool as `/v1/mining/pool/:slug/blocks` sends it (the fields the client checks). */
export function poolBlock(height: number) {
  return {
    id: hex(height),
    height,
    timestamp: 1_790_000_000 + height * 600,
    tx_count: 1000 + height,
    size: 1_500_000,
    weight: 3_990_000,
    extras: {
      totalFees: 10_000_000,
      medianFee: 5,
      reward: 322_500_000,
      feeRange: [1, 2, 5, 10],
      pool: { id: 111, name: 'Foundry USA', slug: 'foundryusa' },
    },
  }
}

/** The pool's blocks below `height` (all when undefined) out of `heights` (newest first), `chunk` at a time. */
export function blocksBelow(heights: readonly number[], chunk: number, height?: number) {
  return heights
    .filter((h) => height === undefined || h < height)
    .slice(0, chunk)
    .map(poolBlock)
}

export const weeklyHashrate = [0, 1, 2, 3].map((i) => ({
  timestamp: 1_789_000_000 + i * 7 * 86_400,
  avgHashrate: 2e20 + i * 1e19,
  share: 0.3 + i * 0.01,
  poolName: 'Foundry USA',
}))
