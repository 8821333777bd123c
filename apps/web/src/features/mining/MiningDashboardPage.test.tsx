import type { Hashrates, MiningPools } from '@outpoint/explorer-client'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initFrame } from '../dashboard/test/fixtures'
import { renderWithApp } from '../dashboard/test/renderWithApp'
import MiningDashboardPage from './MiningDashboardPage'

const day = 86_400

const hashrates = (points: number): Hashrates => ({
  hashrates: Array.from({ length: points }, (_, i) => ({
    timestamp: 1_790_000_000 - (1_790_000_000 % day) + i * day,
    avgHashrate: 1e21 + i * 1e19,
  })),
  difficulty: [
    { time: 1_790_000_000 + 5 * day, height: 2016, difficulty: 1.5e14, adjustment: 1.02 },
  ],
  currentHashrate: 1.1e21,
  currentDifficulty: 1.5e14,
})

const pools: MiningPools = {
  pools: [
    {
      poolId: 2,
      name: 'AntPool',
      link: 'https://www.antpool.com',
      blockCount: 30,
      rank: 2,
      emptyBlocks: 1,
      slug: 'antpool',
      avgMatchRate: 100,
      avgFeeDelta: -0.04,
      poolUniqueId: 44,
    },
    {
      poolId: 1,
      name: 'Foundry USA',
      link: 'javascript:alert(1)',
      blockCount: 70,
      rank: 1,
      emptyBlocks: 0,
      slug: 'foundryusa',
      avgMatchRate: 100,
      avgFeeDelta: null,
      poolUniqueId: 111,
    },
  ],
  blockCount: 100,
  lastEstimatedHashrate: 1e21,
}

const da = initFrame().da

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('MiningDashboardPage', () => {
  let requests: string[]
  let failPools: boolean
  beforeEach(() => {
    requests = []
    failPools = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = String(input)
        requests.push(url)
        const hashrate = url.match(/mining\/hashrate\/(\w+)$/)
        if (hashrate) return json(hashrates(hashrate[1] === '1y' ? 30 : 90))
        if (/mining\/pools\/\w+$/.test(url)) return failPools ? json('down', 503) : json(pools)
        if (url.endsWith('/v1/difficulty-adjustment')) return json(da)
        return json('not found', 404)
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('draws the hashrate chart and switches interval from the picker', async () => {
    renderWithApp(<MiningDashboardPage />)
    const body = await screen.findByTestId('hashrate-chart-body')
    expect(body).toHaveAttribute('data-interval', '1y')
    // The service's estimate over 1,008 blocks is not the chart's latest daily point: it says so.
    expect(screen.getByTestId('hashrate-now')).toHaveTextContent(/H\/s over the last 1,008 blocks$/)
    expect(within(body).getByRole('img').getAttribute('aria-label')).toMatch(
      /hashrate of the latest day/,
    )
    expect(within(body).getByRole('img').getAttribute('aria-label')).toMatch(
      /, 30 daily points: .* after 1 retarget\.$/,
    )
    expect(screen.getByTestId('hashrate-readout')).toHaveTextContent(
      /Hashrate 1\.29 ZH\/s · Difficulty 150 T/,
    )

    const picker = screen.getByRole('group', { name: 'Hashrate interval' })
    await userEvent.click(within(picker).getByRole('button', { name: '3M' }))
    await waitFor(() => expect(body).toHaveAttribute('data-interval', '3m'))
    expect(requests.some((u) => u.endsWith('/v1/mining/hashrate/3m'))).toBe(true)
    expect(within(body).getByRole('img').getAttribute('aria-label')).toMatch(/90 daily points/)
    expect(within(picker).getByRole('button', { name: '3M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(picker).getByRole('button', { name: '1Y' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('ranks the pools with their share, each named as a link to its pool page', async () => {
    renderWithApp(<MiningDashboardPage />)
    const rows = await screen.findAllByTestId('pool-row')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1Foundry USA7070%0700 EH\/s$/),
      expect.stringMatching(/^2AntPool3030%1300 EH\/s$/),
    ])
    // Never the pool's own site (one is `javascript:`): the app's page for the pool.
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Foundry USA' }),
    ).toHaveAttribute('href', '/mining/pool/foundryusa')
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'AntPool' })).toHaveAttribute(
      'href',
      '/mining/pool/antpool',
    )
    expect(screen.getByTestId('pool-share')).toHaveAccessibleName(
      'Share of blocks: Foundry USA 70%, AntPool 30%',
    )
  })

  it('says what failed and retries on request', async () => {
    failPools = true
    renderWithApp(<MiningDashboardPage />)
    const section = screen.getByTestId('pool-ranking')
    await within(section).findByText(/The pool ranking could not be loaded/)
    // The other sections do not depend on it.
    expect(await screen.findByTestId('hashrate-chart-body')).toBeInTheDocument()
    failPools = false
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }))
    expect(await within(section).findAllByTestId('pool-row')).toHaveLength(2)
  })

  it('shows the REST difficulty adjustment until the feed sends one', async () => {
    const { feed } = renderWithApp(<MiningDashboardPage />)
    const section = screen.getByTestId('mining-difficulty')
    await within(section).findByText('Progress')
    expect(requests.some((u) => u.endsWith('/v1/difficulty-adjustment'))).toBe(true)
    act(() =>
      feed.push(
        { type: 'data', name: 'stats' },
        { key: 'da', data: { ...da, remainingBlocks: 7, timeAvg: 60_020 } },
      ),
    )
    // Query-cache notifications are batched: the live value shows on the next tick.
    expect(await within(section).findByText(/^7 blocks/)).toBeInTheDocument()
    expect(within(section).getByText('1 minute')).toBeInTheDocument()
  })

  it('adds a mined block to the latest blocks live and refreshes the ranking', async () => {
    const { feed } = renderWithApp(<MiningDashboardPage />, { network: 'testnet' })
    const blocks = initFrame().blocks
    act(() => feed.push({ type: 'data', name: 'blocks' }, { key: 'blocks', data: blocks }))
    await screen.findAllByTestId('pool-row')
    const top = blocks.reduce((a, b) => (b.height > a.height ? b : a))
    const next = { ...top, id: 'ff'.repeat(32), height: top.height + 1 }
    const before = requests.filter((u) => u.includes('/mining/pools/')).length
    act(() => feed.push({ type: 'data', name: 'blocks' }, { key: 'block', data: next }))
    await waitFor(() =>
      expect(screen.getAllByTestId('mining-block')[0]).toHaveAttribute(
        'data-height',
        String(next.height),
      ),
    )
    const first = screen.getAllByTestId('mining-block')[0]
    expect(
      within(first as HTMLElement).getByRole('link', { name: String(next.height) }),
    ).toHaveAttribute('href', `/testnet/block/${'ff'.repeat(32)}`)
    expect(within(first as HTMLElement).getByRole('link', { name: 'Foundry USA' })).toHaveAttribute(
      'href',
      '/testnet/mining/pool/foundryusa',
    )
    await waitFor(() =>
      expect(requests.filter((u) => u.includes('/mining/pools/')).length).toBeGreaterThan(before),
    )
  })
})
