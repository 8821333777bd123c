import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const hostile = '<img src=x onerror="alert(1)">'
const issued = 'ab'.repeat(32)
const registered = 'cd'.repeat(32)
const stats = {
  tx_count: 1,
  issuance_count: 1,
  issued_amount: 0,
  burned_amount: 0,
  has_blinded_issuances: true,
  reissuance_tokens: null,
  burned_reissuance_tokens: 0,
}
const asset = (id: string, fields: object) => ({
  asset_id: id,
  issuance_txin: { txid: 'ef'.repeat(32), vin: 0 },
  issuance_prevout: { txid: '01'.repeat(32), vout: 1 },
  reissuance_token: '02'.repeat(32),
  status: { confirmed: true },
  chain_stats: stats,
  mempool_stats: { ...stats, has_blinded_issuances: false },
  ...fields,
})

const meta = {
  contract_hash: '03'.repeat(32),
  contract: { name: 'Contract', precision: 0, entity: { domain: 'example.com' } },
  entity: { domain: 'example.com' },
  precision: 0,
}

/** The Liquid service as these pages ask it, answering by path; every path asked is kept. */
function fakeFetch(asked: string[]) {
  return async (url: string) => {
    const path = new URL(url).pathname.replace(/^\/liquid/, '')
    asked.push(path)
    if (path === `/api/asset/${issued}`)
      return Response.json(asset(issued, { name: hostile, entity: { domain: hostile } }))
    if (path === '/api/v1/assets/icons' || path.endsWith('/txs/mempool')) return Response.json([])
    if (path.startsWith(`/api/asset/${issued}/txs/chain`)) return Response.json([])
    if (path === '/api/v1/assets/featured')
      return Response.json([{ asset: registered, name: hostile, ticker: 'HTML' }])
    if (path === '/api/assets/registry')
      // Registry entries always carry the contract hash and the registry's meta.
      return Response.json([
        asset(registered, { ...meta, name: hostile, ticker: 'HTML', precision: 2 }),
        asset(issued, { ...meta, name: 'Other', ticker: 'OTH' }),
      ])
    return new Response('not found', { status: 404 })
  }
}

describe('asset pages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows network text as text and a blinded supply as unknown, without asking for it', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeFetch(asked))
    renderApp(`/liquid/assets/asset/${issued}`, { apiHost: 'example.test' })
    expect(await screen.findByTestId('asset-name')).toHaveTextContent(hostile)
    expect(screen.getByTestId('asset-domain')).toHaveTextContent(hostile)
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(screen.getByTestId('asset-supply')).toHaveTextContent('Unknown: an issuance is blinded')
    expect(screen.getByTestId('asset-blinded')).toHaveTextContent('Yes')
    expect(await screen.findByTestId('asset-txs-end')).toBeInTheDocument()
    expect(asked.some((p) => p.includes('/supply'))).toBe(false)
  })

  it('lists the native coin and the registry, and filters them by ticker', async () => {
    vi.stubGlobal('fetch', fakeFetch([]))
    renderApp('/liquid/assets', { apiHost: 'example.test' })
    const all = await screen.findByTestId('all-assets')
    expect(all.querySelectorAll('[data-testid="asset-row"]')).toHaveLength(3)
    expect(all).toHaveTextContent('L-BTC')
    expect(await screen.findByTestId('featured-assets')).toHaveTextContent(hostile)
    await userEvent.type(screen.getByLabelText('Search assets'), 'oth')
    const rows = (await screen.findByTestId('all-assets')).querySelectorAll(
      '[data-testid="asset-row"]',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toHaveAttribute('data-asset-id', issued)
    expect(screen.getByTestId('asset-count')).toHaveTextContent('1 of 3 assets match')
  })

  it('says in words why an asset failed to load, never the client’s "Details:" tail', async () => {
    const service = fakeFetch([])
    vi.stubGlobal('fetch', async (url: string) =>
      new URL(url).pathname === `/liquid/api/asset/${issued}`
        ? Response.json({ error: 'Asset lookup failed' }, { status: 400 })
        : service(url),
    )
    renderApp(`/liquid/assets/asset/${issued}`, { apiHost: 'example.test' })
    const error = await screen.findByTestId('asset-error')
    expect(error).toHaveTextContent(
      'Could not load this asset: The data service refused the request (HTTP 400: “Asset lookup failed”): check the link, or the host in Settings.',
    )
    expect(error).not.toHaveTextContent('Details:')
    expect(error).not.toHaveTextContent('example.test')
  })
})
