import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { esploraOnlyHosts } from '../../live/esploraOnlyHosts'
import { esploraPollInterval } from '../../live/pollPlan'
import { renderApp } from '../../test/renderApp'
import { type FakeService, fakeBlocksFetch, hashAt } from './fakeBlocksService'

// The blocks list on a service with only the Esplora routes: Esplora's `/blocks[/:start_height]`, 10 a
// page, without mempool's columns, refreshed by the poll.

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const base = 'https://example.test/api/'
const heights = () =>
  screen.getAllByTestId('blocks-row').map((row) => Number(row.getAttribute('data-height')))
const firstPager = () => {
  const pager = screen.getAllByTestId('blocks-pager')[0]
  if (!pager) throw new Error('no pager')
  return pager
}
const blockRequests = (asked: string[]) => asked.filter((path) => path.startsWith('/api/blocks'))

describe('BlocksListPage on a service with only the Esplora routes', () => {
  beforeEach(() => esploraOnlyHosts.set(base, true))
  afterEach(() => {
    esploraOnlyHosts.set(base, false)
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("shows Esplora's 10 newest blocks with the columns it gives, and pages of 10", async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209, esplora: true }, asked))
    renderApp('/blocks', { apiHost: 'example.test' })
    await screen.findAllByTestId('blocks-row')
    expect(screen.queryByTestId('needs-mempool-api')).toBeNull()
    expect(heights()).toEqual(Array.from({ length: 10 }, (_, i) => 209 - i))
    const row = screen.getAllByTestId('blocks-row')[0]
    if (!row) throw new Error('no row')
    expect(within(row).getByRole('link', { name: '209' })).toHaveAttribute(
      'href',
      `/block/${hashAt(209)}`,
    )
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['209', expect.stringMatching(/ago.*UTC|ago\d{4}-/), '1,209', '1.23 MB', '3.99 MWU'])
    for (const name of ['Pool', 'Median fee', 'Fees', 'Reward']) {
      expect(screen.queryByRole('columnheader', { name })).toBeNull()
    }
    // 210 blocks, 10 a page.
    expect(within(firstPager()).getByRole('link', { name: 'Page 21' })).toHaveAttribute(
      'href',
      '/blocks/21',
    )
    expect(within(firstPager()).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/blocks/2',
    )
    expect(asked.filter((path) => path.startsWith('/api/v1/blocks'))).toEqual([])
    expect(blockRequests(asked)).toEqual(['/api/blocks'])
  })

  it('reads an older page 10 a page below the tip', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209, esplora: true }, asked))
    renderApp('/blocks/3', { apiHost: 'example.test' })
    await screen.findAllByTestId('blocks-row')
    expect(heights()).toEqual(Array.from({ length: 10 }, (_, i) => 189 - i))
    expect(blockRequests(asked)).toEqual(['/api/blocks/tip/height', '/api/blocks/189'])
    expect(within(firstPager()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/blocks/2',
    )
  })

  it('says a page past the first block does not exist, counting pages of 10', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209, esplora: true }))
    renderApp('/blocks/22', { apiHost: 'example.test' })
    expect(await screen.findByTestId('blocks-no-page')).toHaveTextContent(
      "Page 22 is past the chain's first block: its 210 blocks fill 21 pages.",
    )
  })

  it('shows a new block at the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const service: FakeService = { tip: 209, esplora: true }
    vi.stubGlobal('fetch', fakeBlocksFetch(service))
    renderApp('/blocks', { apiHost: 'example.test' })
    await screen.findAllByTestId('blocks-row')
    expect(heights()[0]).toBe(209)
    service.tip = 210
    await act(() => vi.advanceTimersByTimeAsync(esploraPollInterval))
    await vi.waitFor(() => expect(heights()[0]).toBe(210))
    expect(heights()).toHaveLength(10)
  })
})
