import type { IssuedAsset } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { featuredAssets, filterAssets, type ListedAsset, registeredAssets } from './listing'

const a = (n: number) => n.toString(16).padStart(64, '0')

describe('featuredAssets', () => {
  it('reads asset or asset_id, skips groups, bad ids and repeats', () => {
    const listed = featuredAssets([
      { name: 'Tether USD', ticker: 'USDt', asset: a(1) },
      { name: 'Liquid AUD', ticker: 'AUDL', asset_id: a(2) },
      { name: 'A group', assets: [a(3)] },
      { name: 'Bad', asset: 'zz' },
      { name: 'Again', asset: a(1) },
    ])
    expect(listed.map((x) => [x.id, x.name, x.ticker])).toEqual([
      [a(1), 'Tether USD', 'USDt'],
      [a(2), 'Liquid AUD', 'AUDL'],
    ])
  })
})

describe('registeredAssets', () => {
  it('keeps name, ticker, domain and precision; a nameless entry is named by its id', () => {
    const entry = {
      asset_id: a(4),
      ticker: 'LCAD',
      precision: 8,
      entity: { domain: 'example.com' },
    } as unknown as IssuedAsset
    expect(registeredAssets([entry, { asset_id: a(5) } as unknown as IssuedAsset])).toEqual([
      { id: a(4), name: a(4), ticker: 'LCAD', domain: 'example.com', precision: 8 },
      { id: a(5), name: a(5), ticker: undefined, domain: undefined, precision: undefined },
    ])
  })
})

describe('filterAssets', () => {
  const list: ListedAsset[] = [
    { id: a(1), name: 'Liquid USD tracker', ticker: 'XUSD', domain: undefined, precision: 2 },
    { id: a(2), name: 'Tether USD', ticker: 'USDt', domain: undefined, precision: 8 },
    { id: a(3), name: 'Liquid CAD', ticker: 'LCAD', domain: undefined, precision: 8 },
  ]

  it('matches name and ticker case-insensitively, an exact ticker first', () => {
    expect(filterAssets(list, 'usdt').map((x) => x.ticker)).toEqual(['USDt'])
    expect(filterAssets(list, 'usd').map((x) => x.ticker)).toEqual(['XUSD', 'USDt'])
    expect(filterAssets(list, 'liquid cad').map((x) => x.ticker)).toEqual(['LCAD'])
    expect(filterAssets(list, 'nothing')).toEqual([])
  })

  it('an empty query keeps everything in order', () => {
    expect(filterAssets(list, '  ')).toEqual(list)
  })
})
