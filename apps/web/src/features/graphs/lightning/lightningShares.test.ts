import type { CountryNodes, IspRanking } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { toCsv } from '../graph-table'
import { countryShares, ispShares, nodeShareTable } from './lightningShares'

const ranking: IspRanking = {
  clearnetCapacity: 1,
  torCapacity: 1,
  unknownCapacity: null,
  // The service ranks by capacity; the chart shares nodes.
  ispRanking: [
    ['16509,14618', 'Amazon', 5e9, 300, 10],
    ['24940', '', 1e8, 20, 30],
  ],
}

const countries: CountryNodes[] = [
  { name: { de: 'Deutschland' }, iso: 'DE', count: 1, share: 33.33, capacity: null },
  {
    name: { en: 'United States', fr: 'États-Unis' },
    iso: 'US',
    count: 2,
    share: 66.67,
    capacity: 2e8,
  },
]

describe('ispShares', () => {
  it('ranks ISPs by nodes, names an unnamed one by its AS and links each to its page', () => {
    const shares = ispShares(ranking, 'signet')
    expect(shares.map((s) => [s.rank, s.label, s.count, s.share, s.link])).toEqual([
      [1, 'AS24940', 30, 0.75, '/signet/lightning/nodes/isp/24940'],
      [2, 'Amazon', 10, 0.25, '/signet/lightning/nodes/isp/16509%2C14618'],
    ])
  })

  it('tables every ISP with its AS numbers, capacity and channels', () => {
    const table = nodeShareTable(ispShares(ranking, 'main'), 'ISP')
    expect(table.headings).toEqual([
      'Rank',
      'ISP',
      'AS numbers',
      'Nodes',
      'Share (%)',
      'Capacity (BTC)',
      'Channels',
    ])
    expect(table.raw[1]).toEqual([2, 'Amazon', '16509,14618', 10, 25, 50, 300])
    expect(toCsv(table).split('\r\n')[2]).toBe('2,Amazon,"16509,14618",10,25,50,300')
  })
})

describe('countryShares', () => {
  it('names countries in words (English first) and shares the counted nodes', () => {
    const shares = countryShares(countries, 'main')
    expect(shares.map((s) => [s.label, s.key, s.capacity, s.link])).toEqual([
      ['United States', 'US', 2e8, '/lightning/nodes/country/US'],
      ['Deutschland', 'DE', 0, '/lightning/nodes/country/DE'],
    ])
    expect(shares[0]?.share).toBeCloseTo(2 / 3)
    expect(nodeShareTable(shares, 'Country').headings).not.toContain('Channels')
  })
})
