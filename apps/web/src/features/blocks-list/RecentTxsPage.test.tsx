import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { fakeBlocksFetch } from './fakeBlocksService'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const txid = (n: number) => n.toString(16).padStart(64, 'e')
const recent = [
  { txid: txid(2), fee: 1410, vsize: 141, value: 250_000 },
  { txid: txid(1), fee: 2000, vsize: 200, value: 10_000 },
]
const txids = () =>
  screen.getAllByTestId('recent-tx-row').map((row) => row.getAttribute('data-txid'))

describe('RecentTxsPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the latest arrivals and puts new ones on top as they come', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 1, recent }))
    const { feeds } = renderApp('/txs', { apiHost: 'example.test' })
    const row = (await screen.findAllByTestId('recent-tx-row'))[0]
    if (!row) throw new Error('no row')
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([txid(2), '0.00250000 BTC', '141 vB', '10 sat/vB'])
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/tx/${txid(2)}`)

    const feed = feeds.get('wss://example.test/api/v1/ws')
    if (!feed) throw new Error('no feed')
    const live = [
      { txid: txid(3), fee: 500, vsize: 100, value: 7, rate: 5 },
      { txid: txid(2), fee: 1410, vsize: 141, value: 250_000, rate: 10 },
    ]
    act(() => feed.emit({ type: 'data', name: 'stats' }, { key: 'transactions', data: live }))
    await vi.waitFor(() => expect(txids()).toEqual([txid(3), txid(2), txid(1)]))
  })

  it('shows Liquid amounts as confidential', async () => {
    const liquid = [{ txid: txid(9), fee: 30, vsize: 1000, discount_vsize: 300 }]
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 1, recent: liquid }))
    renderApp('/liquid/txs', { apiHost: 'example.test' })
    const row = (await screen.findAllByTestId('recent-tx-row'))[0]
    if (!row) throw new Error('no row')
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([txid(9), 'Confidential', '1 kvB', '0.1 sat/vB'])
  })

  it('says when nothing arrived lately, and why a failed request failed', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 1, recent: [] }))
    const { unmount } = renderApp('/txs', { apiHost: 'example.test' })
    expect(await screen.findByTestId('recent-txs-none')).toBeInTheDocument()
    unmount()
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 1, failWith: 503 }))
    renderApp('/txs', { apiHost: 'example.test' })
    expect(await screen.findByTestId('recent-txs-error')).toHaveTextContent(
      'Could not load the recent transactions: The data service is unavailable',
    )
  })
})
