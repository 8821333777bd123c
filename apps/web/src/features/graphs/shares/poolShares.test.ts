import type { MiningPools } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { poolRows } from '../../mining/pool-ranking'
import { poolShareItems, poolShareTable } from './poolShares'

const pools: MiningPools = {
  pools: [
    {
      poolId: 2,
      name: 'AntPool',
      link: '',
      blockCount: 25,
      rank: 2,
      emptyBlocks: 1,
      slug: 'antpool',
      avgMatchRate: null,
      avgFeeDelta: null,
      poolUniqueId: 1,
    },
    {
      poolId: 1,
      name: 'Foundry USA',
      link: '',
      blockCount: 75,
      rank: 1,
      emptyBlocks: 0,
      slug: 'foundryusa',
      avgMatchRate: null,
      avgFeeDelta: null,
      poolUniqueId: 2,
    },
  ],
  blockCount: 100,
  lastEstimatedHashrate: 0,
}

describe('pool shares', () => {
  const rows = poolRows(pools)
  it('makes each pool a part linking to its page on the network', () => {
    expect(poolShareItems(rows, 'testnet').map((p) => [p.label, p.share, p.count, p.link])).toEqual(
      [
        ['Foundry USA', 0.75, 75, '/testnet/mining/pool/foundryusa'],
        ['AntPool', 0.25, 25, '/testnet/mining/pool/antpool'],
      ],
    )
  })

  it('tables every pool with rank, blocks, share and empty blocks', () => {
    const table = poolShareTable(rows)
    expect(table.headings).toEqual(['Rank', 'Pool', 'Blocks', 'Share (%)', 'Empty blocks'])
    expect(table.raw).toEqual([
      [1, 'Foundry USA', 75, 75, 0],
      [2, 'AntPool', 25, 25, 1],
    ])
    expect(table.rows[0]).toEqual(['1', 'Foundry USA', '75', '75%', '0'])
  })
})
