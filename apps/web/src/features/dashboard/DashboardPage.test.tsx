import type { MempoolStatistic } from '@outpoint/explorer-client'
import type { Topic } from '@outpoint/explorer-client/live'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DashboardPage } from './DashboardPage'
import type { FakeFeed } from './test/fakeFeed'
import { initFrame, live2hRow } from './test/fixtures'
import { pushInitBlocks } from './test/pushInit'
import { renderWithApp } from './test/renderWithApp'

const stats: Topic = { type: 'data', name: 'stats' }

/** Pushes mempool.space's init answer the way the feed routes it to the dashboard's topics. */
function pushInit(feed: FakeFeed) {
  const init = initFrame()
  act(() => {
    pushInitBlocks(feed, init)
    feed.push(stats, { key: 'mempoolInfo', data: init.mempoolInfo })
    feed.push(stats, { key: 'vBytesPerSecond', data: init.vBytesPerSecond })
    feed.push(stats, { key: 'fees', data: init.fees })
    feed.push(stats, { key: 'da', data: init.da })
    feed.push(stats, { key: 'transactions', data: init.transactions })
    feed.push({ type: 'rbf-summary' }, { key: 'rbfSummary', data: init.rbfSummary })
  })
}

/** Two hours of statistics rows a minute apart, as `/v1/statistics/2h` answers (seconds). */
function history(): MempoolStatistic[] {
  const row = live2hRow()
  return Array.from({ length: 120 }, (_, i) => ({ ...row, added: 1711850000 + i * 60 }))
}

const card = (testId: string) => screen.getByTestId(testId)

describe('DashboardPage', () => {
  let requests: string[]
  beforeEach(() => {
    requests = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(String(url))
        return new Response(JSON.stringify(history()), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows skeletons in every card until the feed brings data', () => {
    renderWithApp(<DashboardPage />)
    for (const id of [
      'fee-recommendations',
      'mempool-info',
      'difficulty-adjustment',
      'latest-blocks',
    ]) {
      expect(card(id)).toHaveAttribute('aria-busy', 'true')
      expect(within(card(id)).getByText('Loading…')).toBeInTheDocument()
    }
    expect(screen.queryAllByTestId('mined-block')).toHaveLength(0)
  })

  it('renders the blockchain bar from mempool.space frames, linked under the network prefix', async () => {
    const { feed } = renderWithApp(<DashboardPage />, { network: 'testnet4' })
    pushInit(feed)
    await waitFor(() => expect(screen.getAllByTestId('mined-block')).toHaveLength(8))
    const mined = screen.getAllByTestId('mined-block')
    expect(mined[0]).toHaveAttribute('data-height', '837050')
    expect(mined[0]).toHaveAttribute('href', expect.stringMatching(/^\/testnet4\/block\/0{20}e7d5/))
    expect(mined[0]).toHaveTextContent('Foundry USA')
    expect(mined[0]).toHaveTextContent('2,659 transactions')
    expect(mined[0]).toHaveTextContent('2.14 MB')
    const projected = screen.getAllByTestId('projected-block')
    expect(projected).toHaveLength(8)
    // The next block sits last on the mempool side, beside the tip.
    const next = projected.at(-1)
    expect(next).toHaveAttribute('href', '/testnet4/mempool-block/0')
    expect(next).toHaveTextContent('4,888 transactions')
    expect(next).toHaveTextContent('In ~10 minutes')
    expect(projected[0]).toHaveTextContent('(169 blocks)')
  })

  it('fills the cards: fees, difficulty, mempool, transactions, blocks, replacements', async () => {
    const { feed } = renderWithApp(<DashboardPage />, { settings: { time: 'utc' } })
    pushInit(feed)
    await waitFor(() => expect(card('fee-recommendations')).toHaveAttribute('data-status', 'ready'))
    const fees = card('fee-recommendations')
    expect(within(fees).getByText('No priority').parentElement).toHaveTextContent('4 sat/vB')
    expect(within(fees).getByText('High priority').parentElement).toHaveTextContent('8 sat/vB')
    expect(within(fees).getByText('High priority').parentElement).toHaveTextContent(
      '0.00001120 BTC',
    )
    const da = card('difficulty-adjustment')
    expect(da).toHaveTextContent('+5.91%')
    expect(da).toHaveTextContent('1,606 blocks')
    expect(da).toHaveTextContent('2024-04-10 16:31:44 UTC')
    expect(within(da).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20')
    const mempool = card('mempool-info')
    expect(mempool).toHaveTextContent('112,686 transactions')
    expect(mempool).toHaveTextContent('857 MB / 300 MB')
    expect(mempool).toHaveTextContent('purging')
    expect(within(card('latest-transactions')).getAllByRole('row')).toHaveLength(7)
    expect(card('latest-transactions')).toHaveTextContent('0.00365466 BTC')
    expect(within(card('latest-blocks')).getAllByRole('row')).toHaveLength(9)
    // A pool's name leads to its pool page (the recorded frame's blocks are Foundry USA's and others').
    expect(
      within(card('latest-blocks')).getAllByRole('link', { name: 'Foundry USA' })[0],
    ).toHaveAttribute('href', '/mining/pool/foundryusa')
    const rbf = card('recent-replacements')
    expect(within(rbf).getAllByRole('row')).toHaveLength(7)
    expect(within(rbf).getAllByText('Mined')).toHaveLength(2)
  })

  it('honours the sats setting', async () => {
    const { feed } = renderWithApp(<DashboardPage />, { settings: { unit: 'sats' } })
    pushInit(feed)
    await waitFor(() => expect(card('latest-transactions')).toHaveTextContent('365,466 sats'))
  })

  it('reads fee rates in sat/WU and sizes in WU with that rate unit', async () => {
    const { feed } = renderWithApp(<DashboardPage />, { settings: { rateUnit: 'WU' } })
    pushInit(feed)
    await waitFor(() => expect(card('fee-recommendations')).toHaveAttribute('data-status', 'ready'))
    const fees = card('fee-recommendations')
    // The same levels as in sat/vB (4 and 8), a quarter of the figure.
    expect(within(fees).getByText('No priority').parentElement).toHaveTextContent('1 sat/WU')
    expect(within(fees).getByText('High priority').parentElement).toHaveTextContent('2 sat/WU')
    expect(fees).not.toHaveTextContent('sat/vB')
    expect(card('mempool-info')).toHaveTextContent(/Size[\d.,]+ [kMG]?WU/)
    expect(card('mempool-info')).toHaveTextContent(/Minimum fee[\d.,]+ sat\/WU/)
    expect(card('latest-transactions')).toHaveTextContent('sat/WU')
    expect(screen.getAllByTestId('projected-block')[0]).toHaveTextContent('sat/WU')
    await waitFor(() => expect(card('incoming-chart')).toHaveAttribute('data-status', 'ready'))
    expect(screen.getByTestId('incoming-now')).toHaveTextContent('9,456 WU/s last 2.5 min')
    expect(screen.getByTestId('fee-band-now')).toHaveTextContent(/^[\d.,]+ [kM]?WU at \d\d:\d\d$/)
    const bands = card('fee-band-chart')
    expect(within(bands).getByRole('list', { name: 'Fee rate bands, sat/WU' })).toHaveTextContent(
      '7.5-12.5',
    )
    expect(document.body).not.toHaveTextContent(/sat\/vB|vB\/s/)
  })

  it('draws the charts from the REST history and the live figure', async () => {
    const { feed } = renderWithApp(<DashboardPage />)
    pushInit(feed)
    await waitFor(() => expect(card('incoming-chart')).toHaveAttribute('data-status', 'ready'))
    // The charts' one request (the fee levels' fiat values ask for today's price besides).
    expect(requests.filter((url) => !url.endsWith('/api/v1/prices'))).toEqual([
      expect.stringMatching(/^https?:\/\/simnet\.test\/api\/v1\/statistics\/2h$/),
    ])
    // Each headline figure says what it is: it is not the chart's latest point.
    expect(screen.getByTestId('incoming-now')).toHaveTextContent('2,364 vB/s last 2.5 min')
    expect(within(card('incoming-chart')).getByRole('img')).toHaveAccessibleName(
      /last two hours.*2,364 vB\/s over the last 2.5 min, peak 1,926 vB\/s/,
    )
    expect(screen.getByTestId('fee-band-now')).toHaveTextContent(/^[\d.,]+ [kM]?vB at \d\d:\d\d$/)
    const bands = card('fee-band-chart')
    expect(within(bands).getByRole('list', { name: /Fee rate bands/ })).toHaveTextContent('30-50')
  })

  it('hides the difficulty adjustment on Liquid and prices in L-BTC', async () => {
    const { feed } = renderWithApp(<DashboardPage />, { network: 'liquid' })
    pushInit(feed)
    await waitFor(() => expect(card('fee-recommendations')).toHaveAttribute('data-status', 'ready'))
    expect(screen.queryByTestId('difficulty-adjustment')).toBeNull()
    expect(card('fee-recommendations')).toHaveTextContent('L-BTC')
    // Liquid blocks come a minute apart.
    expect(screen.getAllByTestId('projected-block').at(-1)).toHaveTextContent('In ~1 minute')
  })

  it('reads the fee bands in tenths of a sat/vB on Liquid, as mempool bands Liquid rates times ten', async () => {
    const { feed } = renderWithApp(<DashboardPage />, { network: 'liquid' })
    pushInit(feed)
    await waitFor(() => expect(card('fee-band-chart')).toHaveAttribute('data-status', 'ready'))
    // The row's vsize_30 and vsize_40 are 3 to 5 sat/vB on Liquid, not 30 to 50.
    const legend = within(card('fee-band-chart')).getByRole('list', { name: /Fee rate bands/ })
    expect(legend).toHaveTextContent('3-5')
    expect(legend).not.toHaveTextContent('30-50')
  })

  it('slides a newly mined block in at the front', async () => {
    const { feed } = renderWithApp(<DashboardPage />)
    pushInit(feed)
    await waitFor(() => expect(screen.getAllByTestId('mined-block')).toHaveLength(8))
    const tip = initFrame().blocks.at(-1)
    act(() =>
      feed.push(
        { type: 'data', name: 'blocks' },
        { key: 'block', data: { ...tip, id: 'ab'.repeat(32), height: 837051 } as never },
      ),
    )
    await waitFor(() =>
      expect(screen.getAllByTestId('mined-block')[0]).toHaveAttribute('data-height', '837051'),
    )
    expect(screen.getAllByTestId('mined-block')).toHaveLength(8)
  })

  it('shows an error per card when the feed is down before any data, and keeps data after', async () => {
    const { feed } = renderWithApp(<DashboardPage />)
    act(() => feed.setState('offline'))
    expect(within(card('mempool-info')).getByRole('alert')).toHaveTextContent(/cannot be reached/)
    pushInit(feed)
    await waitFor(() => expect(card('mempool-info')).toHaveAttribute('data-status', 'ready'))
    act(() => feed.setState('reconnecting'))
    expect(card('mempool-info')).toHaveTextContent('112,686 transactions')
  })
})
