import { createExplorerClient, getNodesPerCountry } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { countryTotals } from './countries'

/** The countries as mempool sends them: each capacity a SQL SUM's decimal string, or null. */
const wire = [
  { name: { en: 'Germany' }, iso: 'DE', count: 3, share: 60, capacity: '150000000' },
  { name: { en: 'France' }, iso: 'FR', count: 1, share: 20, capacity: '250000000' },
  { name: { en: 'Tuvalu' }, iso: 'TV', count: 1, share: 20, capacity: null },
]

describe('countryTotals', () => {
  it('sums string capacities as numbers, read through the client', async () => {
    const client = createExplorerClient({
      host: 'service.test',
      network: 'main',
      transport: { retry: false, fetch: async () => Response.json(wire) },
    })
    const totals = countryTotals(await getNodesPerCountry(client))
    expect(totals).toEqual({ countries: 3, nodes: 5, capacity: 400_000_000 })
  })
})
