import type { MempoolStatistic } from '@outpoint/explorer-client'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeFeed } from '../../../test/fakeFeeds'
import { renderApp } from '../../../test/renderApp'

const minute = 60
const start = 1_795_000_020
const row = (i: number, one: number): MempoolStatistic => {
  const vsizes = new Array<number>(39).fill(0)
  vsizes[1] = one
  vsizes[8] = 40_000
  return { added: start + i * minute, vbytes_per_second: 1500 + i, vsizes }
}
const liveTopic = JSON.stringify({ type: 'data', name: 'live-2h-chart' })

let asked: string[]
let failing: boolean
beforeEach(() => {
  asked = []
  failing = false
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    const interval = new URL(url).pathname.match(/\/api\/v1\/statistics\/(\w+)$/)?.[1]
    if (!interval) return new Response('not found', { status: 404 })
    if (failing) return new Response('down', { status: 503 })
    // Newest first, as mempool sends them.
    return Response.json([row(1, 120_000), row(0, 100_000)])
  })
})
afterEach(() => vi.unstubAllGlobals())

const statisticsAsked = () =>
  asked.map((url) => new URL(url).pathname).filter((path) => path.includes('/statistics/'))

const tableRows = () =>
  within(screen.getAllByTestId('graph-table')[0] as HTMLElement).getAllByRole('row')

const liveFeed = (feeds: Map<string, FakeFeed>) =>
  vi.waitFor(() => {
    const feed = [...feeds.values()].find((f) => f.topics.includes(liveTopic))
    if (!feed) throw new Error('nobody subscribed to live-2h-chart')
    return feed
  })

describe('/graphs/mempool', () => {
  it('/graphs opens it at 2h, as mempool.space does: both charts from /v1/statistics/2h', async () => {
    renderApp('/graphs')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mempool' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '2h'),
    )
    expect(screen.getByTestId('graph-incoming-body')).toHaveAttribute('data-range', '2h')
    expect(statisticsAsked()).toEqual(['/api/v1/statistics/2h'])
    expect(screen.getByRole('button', { name: '2H' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows each band and the incoming rate in the table view, newest first', async () => {
    renderApp('/graphs/mempool?range=2h&view=table')
    await waitFor(() => expect(screen.getAllByTestId('graph-table')).toHaveLength(2))
    const [bands, incoming] = screen.getAllByTestId('graph-table') as HTMLElement[]
    expect(
      within(bands as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', '1-2', '10-15'])
    const newest = within(bands as HTMLElement).getAllByRole('row')[1] as HTMLElement
    expect(
      within(newest)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    ).toEqual(['120 kvB', '40 kvB'])
    expect(within(incoming as HTMLElement).getAllByRole('row')[1]).toHaveTextContent('1,501 vB/s')
  })

  it('heads the Liquid bands in tenths of a sat/vB, as mempool bands Liquid rates times ten', async () => {
    renderApp('/liquid/graphs/mempool?range=2h&view=table')
    await waitFor(() => expect(screen.getAllByTestId('graph-table')).toHaveLength(2))
    const [bands] = screen.getAllByTestId('graph-table') as HTMLElement[]
    expect(
      within(bands as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', '0.1-0.2', '1-1.5'])
    expect(statisticsAsked()).toEqual(['/liquid/api/v1/statistics/2h'])
  })

  it('appends live-2h-chart rows at the live ranges', async () => {
    const { feeds } = renderApp('/graphs/mempool?range=24h&view=table')
    await waitFor(() => expect(tableRows()).toHaveLength(3))
    const feed = await liveFeed(feeds)
    act(() =>
      feed.emit(
        { type: 'data', name: 'live-2h-chart' },
        { key: 'live-2h-chart', data: row(2, 150_000) },
      ),
    )
    await waitFor(() => expect(tableRows()).toHaveLength(4))
    expect(tableRows()[1]).toHaveTextContent('150 kvB')
    expect(statisticsAsked()).toHaveLength(1)
  })

  it('a click on the picker asks for that range and keeps it in the URL; long ranges are not live', async () => {
    const { feeds } = renderApp('/graphs/mempool')
    await liveFeed(feeds)
    await userEvent.click(await screen.findByRole('button', { name: '1W' }))
    await waitFor(() =>
      expect(screen.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '1w'),
    )
    expect(statisticsAsked()).toEqual(['/api/v1/statistics/2h', '/api/v1/statistics/1w'])
    expect([...feeds.values()].some((f) => f.topics.includes(liveTopic))).toBe(false)
  })

  it('a link copied from mempool.space names the range in its fragment: #1y opens a year', async () => {
    renderApp('/graphs/mempool#1y')
    await waitFor(() =>
      expect(screen.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '1y'),
    )
    expect(statisticsAsked()).toEqual(['/api/v1/statistics/1y'])
  })

  it('an unknown range shows the default; a failing service says so with Retry', async () => {
    failing = true
    renderApp('/graphs/mempool?range=5y')
    expect(await screen.findAllByText(/The mempool history could not be loaded/)).toHaveLength(2)
    expect(statisticsAsked()).toEqual(['/api/v1/statistics/2h'])
    failing = false
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement)
    await waitFor(() =>
      expect(screen.getByTestId('graph-mempool-body')).toHaveAttribute('data-range', '2h'),
    )
  })
})
