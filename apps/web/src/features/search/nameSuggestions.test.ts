import type { IssuedAsset, PoolListEntry } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { lightningMatches } from './lightningSearch'
import { assetSuggestions, lightningSuggestions, poolSuggestions } from './nameSuggestions'

const pool = (name: string, slug: string, unique_id = 1): PoolListEntry => ({
  name,
  slug,
  unique_id,
})

describe('poolSuggestions', () => {
  it('matches names regardless of case, those starting with the text first, five at most', () => {
    const pools = [
      pool('Poolin', 'poolin'),
      pool('F2Pool', 'f2pool'),
      pool('<b>pool</b>', 'bold'),
      pool('Foundry USA', 'foundryusa'),
      pool('Bad slug Pool', '../x'),
      ...[1, 2, 3, 4].map((i) => pool(`Pool ${i}`, `pool${i}`)),
    ]
    const found = poolSuggestions(pools, 'POOL', 'testnet')
    expect(found.map((s) => s.label)).toEqual(['Poolin', 'Pool 1', 'Pool 2', 'Pool 3', 'Pool 4'])
    expect(found[0]).toEqual({
      key: 'pool-poolin',
      kind: 'Mining pool',
      label: 'Poolin',
      path: '/testnet/mining/pool/poolin',
    })
    expect(poolSuggestions(pools, 'b>po', 'main')).toEqual([
      { key: 'pool-bold', kind: 'Mining pool', label: '<b>pool</b>', path: '/mining/pool/bold' },
    ])
    expect(poolSuggestions(pools, 'slug', 'main')).toEqual([])
  })
})

describe('assetSuggestions', () => {
  const asset = (id: string, name?: string, ticker?: string) =>
    ({ asset_id: id, name, ticker }) as IssuedAsset
  it('matches tickers and names, and opens the asset page', () => {
    const usdt = 'ce'.repeat(32)
    const assets = [
      asset('ab'.repeat(32), 'Tether pool', undefined),
      asset(usdt, 'Tether USD', 'USDt'),
      asset('not hex', 'Tether fake', 'TF'),
    ]
    expect(assetSuggestions(assets, 'usdt', 'liquid')).toEqual([
      {
        key: `asset-${usdt}`,
        kind: 'Asset',
        label: 'Tether USD (USDt)',
        path: `/liquid/assets/asset/${usdt}`,
      },
    ])
    expect(assetSuggestions(assets, 'tether', 'liquidtestnet').map((s) => s.label)).toEqual([
      'Tether pool',
      'Tether USD (USDt)',
    ])
  })
})

describe('lightningSuggestions', () => {
  it('lists nodes by alias (key when it has none) and channels, leaving out unusable entries', () => {
    const key = `03${'12'.repeat(32)}`
    const matches = lightningMatches('signet', {
      nodes: [
        { public_key: key, alias: '', capacity: 1, channels: 1, status: 1 },
        { public_key: 'nope', alias: 'bad key', capacity: 1, channels: 1, status: 1 },
      ],
      channels: [
        {
          id: '123',
          short_id: '1x2x3',
          capacity: 1,
          status: 1,
        },
      ],
    })
    expect(lightningSuggestions(matches)).toEqual([
      {
        key: `node-${key}`,
        kind: 'Lightning node',
        label: '0312121212…1212121212',
        path: `/signet/lightning/node/${key}`,
      },
      {
        key: 'channel-1x2x3',
        kind: 'Lightning channel',
        label: '1x2x3',
        path: '/signet/lightning/channel/1x2x3',
      },
    ])
  })
})
