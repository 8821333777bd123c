import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeTx } from '../features/transaction/test/txFixture'
import { renderApp } from '../test/renderApp'

// The dashboard has its own tests; here it only has to show up where it belongs.
vi.mock('../features/dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const txid = 'ab'.repeat(32)

describe('routes', () => {
  it.each(['/', '/testnet', '/testnet4', '/signet', '/regtest', '/liquid', '/liquidtestnet'])(
    '%s shows the dashboard',
    async (path) => {
      renderApp(path)
      expect(await screen.findByTestId('dashboard')).toBeInTheDocument()
    },
  )

  it.each(['/liquidtestnet/assets/featured', '/liquid/assets'])(
    '%s is the assets page',
    async (path) => {
      vi.stubGlobal('fetch', async () => new Response('unavailable', { status: 503 }))
      try {
        renderApp(path)
        expect(await screen.findByRole('heading', { name: 'Assets' })).toBeInTheDocument()
        expect(screen.getByLabelText('Search assets')).toBeInTheDocument()
      } finally {
        vi.unstubAllGlobals()
      }
    },
  )

  it('/liquid/assets/asset/:id says why an id is malformed, without a request', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL) => new Response('unavailable', { status: 503 }),
    )
    vi.stubGlobal('fetch', fetch)
    try {
      renderApp('/liquid/assets/asset/xyz')
      expect(await screen.findByTestId('asset-invalid')).toHaveTextContent('hexadecimal')
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/asset/'))).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it.each(['/docs/api', '/testnet/docs/api', '/api', '/docs'])(
    '%s leads to the REST API docs (not a network called docs)',
    async (path) => {
      vi.stubGlobal('fetch', async () => new Response('unavailable', { status: 503 }))
      try {
        renderApp(path)
        expect(await screen.findByRole('heading', { name: 'REST API' })).toBeInTheDocument()
      } finally {
        vi.unstubAllGlobals()
      }
    },
  )

  it.each(['/mining/blocks', '/testnet/mining/blocks'])(
    '%s leads to the blocks list (not a network called mining)',
    async (path) => {
      vi.stubGlobal('fetch', async () => new Response('unavailable', { status: 503 }))
      try {
        renderApp(path)
        expect(await screen.findByRole('heading', { name: 'Blocks' })).toBeInTheDocument()
      } finally {
        vi.unstubAllGlobals()
      }
    },
  )

  it.each(['/tx/push', '/regtest/tx/push'])('%s is the broadcast form', async (path) => {
    renderApp(path)
    expect(
      await screen.findByRole('heading', { name: 'Broadcast transaction' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Raw transaction (hex)')).toBeInTheDocument()
  })

  it('/address/:id is the address page, which says why an address is bad', async () => {
    vi.stubGlobal('fetch', async () => new Response('unavailable', { status: 503 }))
    try {
      renderApp('/address/not-an-address')
      expect(await screen.findByTestId('address-invalid')).toHaveTextContent('not an address')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it.each(['/mining', '/testnet4/mining', '/signet/mining?hashrate=3m'])(
    '%s is the mining page',
    async (path) => {
      // Its requests go nowhere here; each section then says what failed (MiningPage.test.tsx covers data).
      vi.stubGlobal('fetch', async () => new Response('unavailable', { status: 503 }))
      try {
        renderApp(path)
        expect(await screen.findByRole('heading', { level: 1, name: 'Mining' })).toBeInTheDocument()
        expect(
          await screen.findByText(/The hashrate history could not be loaded/),
        ).toBeInTheDocument()
      } finally {
        vi.unstubAllGlobals()
      }
    },
  )

  it.each(['/signet/block/xyz', '/liquid/block/12ab'])(
    '%s says why it is no block id',
    async (path) => {
      renderApp(path)
      expect(await screen.findByTestId('block-invalid')).toHaveTextContent('Not a block id')
    },
  )

  it.each([`/tx/${txid}`, `/testnet/tx/${txid}:1`])('%s is the transaction page', async (path) => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith(`/tx/${txid}`)
        ? Response.json(fakeTx(2, { txid }))
        : new Response('not found', { status: 404 }),
    )
    try {
      renderApp(path)
      expect(await screen.findByTestId('tx-summary')).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(txid)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it.each(['/tx/xyz', `/liquid/tx/${txid}:x`])(
    '%s says why it is no transaction id',
    async (path) => {
      renderApp(path)
      expect(await screen.findByTestId('tx-invalid')).toHaveTextContent('is not a transaction id')
    },
  )

  it.each(['/nope', '/testnet/nope', '/mainnet/tx/ab', '/testnet/liquid', '/block'])(
    '%s is a 404',
    async (path) => {
      renderApp(path)
      expect(await screen.findByTestId('not-found')).toHaveTextContent('Page not found')
    },
  )

  it('says which pages a network does not have', async () => {
    renderApp('/liquid/mining')
    expect(await screen.findByTestId('not-found')).toHaveTextContent(
      'Mining pages do not exist on Liquid.',
    )
  })

  it('shows an untrusted path as text', async () => {
    renderApp('/<img src=x onerror=alert(1)>')
    expect(await screen.findByTestId('not-found')).toHaveTextContent('<img src=x')
    expect(document.querySelector('img')).toBeNull()
  })
})
