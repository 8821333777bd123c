import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { blockHash, canonicalHash, fakeFetch, fakeTx, nextHash } from './fakeBlockService'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

describe('BlockPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resolves a height to the hash and shows the block', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false }))
    renderApp('/testnet/block/100', { apiHost: 'example.test' })
    const page = await screen.findByTestId('block-page')
    expect(page).toHaveAttribute('data-hash', blockHash)
    expect(screen.getByTestId('block-hash')).toHaveTextContent(blockHash)
    expect(screen.getByTestId('block-height')).toHaveTextContent('Block 100')
    expect(screen.getByTestId('block-pool')).toHaveTextContent('Foundry USA “Mined by Foundry”')
    expect(
      within(screen.getByTestId('block-pool')).getByRole('link', { name: 'Foundry USA' }),
    ).toHaveAttribute('href', '/testnet/mining/pool/foundryusa')
    await vi.waitFor(() => expect(screen.getByTestId('block-confirmations')).toHaveTextContent('5'))
    expect(await screen.findByTestId('block-next')).toHaveAttribute(
      'href',
      `/testnet/block/${nextHash}`,
    )
    expect(screen.getByText('17034219')).toBeInTheDocument()
    expect(screen.getByText('149.30 T')).toBeInTheDocument()
    const rows = await screen.findAllByTestId('tx-summary-row')
    expect(rows).toHaveLength(25)
    expect(screen.getByTestId('block-overview')).toHaveAttribute('data-count', '60')
  })

  it('pages through the transactions 25 at a time', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeFetch({ stale: false }, asked))
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const pager = (await screen.findAllByTestId('block-pager'))[0]
    if (!pager) throw new Error('no pager')
    await userEvent.click(within(pager).getByRole('link', { name: 'Page 3' }))
    expect(await screen.findByTestId('block-txs')).toHaveAttribute('data-page', '3')
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('tx-summary-row')[0]).toHaveAttribute(
        'data-txid',
        fakeTx(50).txid,
      ),
    )
    expect(screen.getAllByTestId('tx-summary-row')).toHaveLength(10)
    expect(screen.getByTestId('block-txs-range')).toHaveTextContent('51–60 of 60')
    expect(asked).toContain(`/api/block/${blockHash}/txs/50`)
  })

  it('shows a stale block with a link to the canonical one', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: true }))
    renderApp(`/liquid/block/${blockHash}`, { apiHost: 'example.test' })
    expect(await screen.findByTestId('block-stale')).toHaveTextContent('Stale block')
    expect(screen.getByTestId('block-canonical')).toHaveAttribute(
      'href',
      `/liquid/block/${canonicalHash}`,
    )
    // Liquid has no mining pool or subsidy to show.
    expect(screen.queryByTestId('block-pool')).not.toBeInTheDocument()
    expect(screen.queryByText('Subsidy + fees')).not.toBeInTheDocument()
  })

  it('says what is wrong with an id, without asking the service', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeFetch({ stale: false }, asked))
    renderApp('/block/xyz', { apiHost: 'example.test' })
    expect(await screen.findByTestId('block-invalid')).toHaveTextContent(
      '"xyz" is neither a block hash (64 hex digits) nor a block height (a whole number).',
    )
    expect(asked).toEqual([])
  })

  it('says when no block has the hash or height', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false }))
    renderApp(`/block/${'f'.repeat(64)}`, { apiHost: 'example.test' })
    expect(await screen.findByTestId('block-not-found')).toHaveTextContent(
      `No block with hash ${'f'.repeat(64)} is known on this network.`,
    )
  })

  it('says when the chain is not that tall', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stale: false }))
    renderApp('/block/999999', { apiHost: 'example.test' })
    expect(await screen.findByTestId('block-not-found')).toHaveTextContent(
      'There is no block at height 999999 on Bitcoin yet.',
    )
  })

  it('says in words why the transactions failed, never the client’s "Details:" tail', async () => {
    const service = fakeFetch({ stale: false })
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes(`/block/${blockHash}/txs`)
        ? new Response('Service Unavailable', { status: 503 })
        : service(url),
    )
    renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    const alert = await screen.findByText(/Could not load these transactions/)
    expect(alert).toHaveTextContent(
      'Could not load these transactions: The data service is unavailable right now (HTTP 503): try again in a moment.',
    )
    expect(alert).not.toHaveTextContent('Details:')
    expect(alert).not.toHaveTextContent('https://example.test')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
