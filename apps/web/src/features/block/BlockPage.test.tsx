import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import {
  blockHash,
  canonicalHash,
  fakeBlock,
  fakeFetch,
  fakeTx,
  nextHash,
} from './fakeBlockService'

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

  it('takes the recent-blocks lists of a new connection as no news, and a new block as news', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeFetch({ stale: false }, asked))
    const { feeds } = renderApp(`/block/${blockHash}`, { apiHost: 'example.test' })
    await screen.findByTestId('block-next')
    const extended = () => asked.filter((path) => path === `/api/v1/block/${blockHash}`).length
    expect(extended()).toBe(1)
    const topic = { type: 'data', name: 'blocks' } as const
    const feed = [...feeds.values()].find((f) => f.topics.includes(JSON.stringify(topic)))
    if (!feed) throw new Error('nobody subscribed to blocks')
    const recent = [100, 101, 102, 103, 104].map((height) => ({
      ...fakeBlock(),
      height,
      id: height === 100 ? blockHash : height.toString(16).padStart(64, '0'),
    }))
    // mempool answers `init` with a list, then `want: blocks` with the same list again.
    act(() => feed.emit(topic, { key: 'blocks', data: recent }))
    act(() => feed.emit(topic, { key: 'blocks', data: recent }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(extended()).toBe(1)
    act(() => feed.emit(topic, { key: 'block', data: { ...fakeBlock(), height: 105 } }))
    await vi.waitFor(() => expect(extended()).toBe(2))
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
