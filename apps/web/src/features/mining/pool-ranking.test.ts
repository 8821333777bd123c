import type { MiningPools, PoolStats } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { poolColor, poolRows, safeLink, shareSlices } from './pool-ranking'

const pool = (name: string, blockCount: number, extra: Partial<PoolStats> = {}): PoolStats => ({
  poolId: 1,
  name,
  link: 'https://example.com',
  blockCount,
  rank: 99,
  emptyBlocks: 0,
  slug: name.toLowerCase(),
  avgMatchRate: null,
  avgFeeDelta: null,
  poolUniqueId: 0,
  ...extra,
})

describe('poolRows', () => {
  const answer: MiningPools = {
    pools: [pool('B', 25, { emptyBlocks: 2 }), pool('A', 75), pool('Zero', 0)],
    blockCount: 1000,
    lastEstimatedHashrate: 8e20,
  }
  const rows = poolRows(answer)

  it('ranks by blocks and shares the blocks counted, whatever the service ranked', () => {
    expect(rows.map((r) => [r.rank, r.name, r.blocks, r.share])).toEqual([
      [1, 'A', 75, 0.75],
      [2, 'B', 25, 0.25],
    ])
    expect(rows[1]?.emptyBlocks).toBe(2)
  })

  it('estimates each pool hashrate from its share of the network estimate', () => {
    expect(rows.map((r) => r.hashrate)).toEqual([6e20, 2e20])
    // 0 when the service's node did not answer (mempool's $getPoolsStats): no estimate to share.
    expect(poolRows({ ...answer, lastEstimatedHashrate: 0 })[0]?.hashrate).toBeUndefined()
  })
})

describe('safeLink', () => {
  it('keeps http(s) links only', () => {
    expect(safeLink('https://pool.example/')).toBe('https://pool.example/')
    expect(safeLink('javascript:alert(1)')).toBeUndefined()
    expect(safeLink('not a url')).toBeUndefined()
    expect(safeLink(7)).toBeUndefined()
  })
})

describe('shareSlices', () => {
  it('keeps the biggest pools and gathers the rest into Other', () => {
    const rows = poolRows({
      pools: [pool('A', 5), pool('B', 3), pool('C', 1), pool('D', 1)],
      blockCount: 10,
      lastEstimatedHashrate: 1,
    })
    const slices = shareSlices(rows, 2)
    expect(slices.map((s) => [s.label, s.share])).toEqual([
      ['A', 0.5],
      ['B', 0.3],
      ['Other', expect.closeTo(0.2)],
    ])
    expect(slices[0]?.color).toBe(poolColor('a'))
    expect(shareSlices(rows, 10).map((s) => s.label)).toEqual(['A', 'B', 'C', 'D'])
  })
})
