import { createExplorerClient, type IssuedAsset } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { getAllRegisteredAssets } from './registry'

const stats = {
  tx_count: 1,
  issuance_count: 1,
  issued_amount: 0,
  burned_amount: 0,
  has_blinded_issuances: false,
  reissuance_tokens: 0,
  burned_reissuance_tokens: 0,
}
const entry = (i: number): IssuedAsset => ({
  asset_id: i.toString(16).padStart(64, '0'),
  issuance_txin: { txid: 'ef'.repeat(32), vin: 0 },
  issuance_prevout: { txid: '01'.repeat(32), vout: 1 },
  reissuance_token: '02'.repeat(32),
  contract_hash: '03'.repeat(32),
  status: { confirmed: true },
  chain_stats: stats,
  mempool_stats: stats,
  // A registry entry always has the registry's meta (electrs flattens AssetMeta in).
  contract: { name: `Asset ${i}`, precision: 2, entity: { domain: 'example.com' } },
  entity: { domain: 'example.com' },
  precision: 2,
  name: `Asset ${i}`,
})

/** A Liquid client whose fetch answers from `pages` (path and query → entries), recording what was asked. */
function clientWith(pages: Record<string, IssuedAsset[]>) {
  const requests: string[] = []
  const client = createExplorerClient({
    host: 'example.test',
    network: 'liquid',
    transport: {
      retry: false,
      fetch: async (url) => {
        const { pathname, search } = new URL(url)
        requests.push(pathname + search)
        const page = pages[pathname + search]
        return page ? Response.json(page) : new Response('not found', { status: 404 })
      },
    },
  })
  return { client, requests }
}

describe('getAllRegisteredAssets', () => {
  it('asks page after page from start_index until a short page', async () => {
    const first = Array.from({ length: 100 }, (_, i) => entry(i))
    const second = [entry(100), entry(101)]
    const { client, requests } = clientWith({
      '/liquid/api/assets/registry?start_index=0&limit=100': first,
      '/liquid/api/assets/registry?start_index=100&limit=100': second,
    })
    const all = await getAllRegisteredAssets(client)
    expect(all.map((a) => a.asset_id)).toEqual([...first, ...second].map((a) => a.asset_id))
    expect(requests).toHaveLength(2)
  })

  it('stops after maxPages when the service never ends its list', async () => {
    const full = Array.from({ length: 100 }, (_, i) => entry(i))
    const { client, requests } = clientWith({
      '/liquid/api/assets/registry?start_index=0&limit=100': full,
      '/liquid/api/assets/registry?start_index=100&limit=100': full,
    })
    const all = await getAllRegisteredAssets(client, { maxPages: 2 })
    expect(all).toHaveLength(200)
    expect(requests).toHaveLength(2)
  })
})
