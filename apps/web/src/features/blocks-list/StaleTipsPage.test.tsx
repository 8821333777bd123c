import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { fakeBlocksFetch, hashAt } from './fakeBlocksService'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const tips = [
  { height: 209, hash: hashAt(209), branchlen: 0, status: 'active' },
  { height: 150, hash: hashAt(150, 'b'), branchlen: 2, status: 'valid-fork' },
  { height: 201, hash: hashAt(201, 'c'), branchlen: 1, status: 'valid-headers' },
]

describe('StaleTipsPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the tips off the best chain, newest first, linked to their blocks', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209, chainTips: tips }))
    renderApp('/testnet/blocks/stale', { apiHost: 'example.test' })
    const rows = await screen.findAllByTestId('stale-row')
    expect(rows.map((row) => row.getAttribute('data-hash'))).toEqual([
      hashAt(201, 'c'),
      hashAt(150, 'b'),
    ])
    const first = rows[0]
    if (!first) throw new Error('no row')
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['201', hashAt(201, 'c'), '1', 'valid-headers'])
    expect(within(first).getByRole('link', { name: hashAt(201, 'c') })).toHaveAttribute(
      'href',
      `/testnet/block/${hashAt(201, 'c')}`,
    )
  })

  it('says when there are none', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209, chainTips: tips.slice(0, 1) }))
    renderApp('/blocks/stale', { apiHost: 'example.test' })
    expect(await screen.findByTestId('stale-none')).toHaveTextContent('There are no stale blocks')
    expect(screen.queryByTestId('stale-row')).toBeNull()
  })

  it('says when the service does not provide chain tips (404)', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209 }))
    renderApp('/blocks/stale', { apiHost: 'example.test' })
    expect(await screen.findByTestId('stale-unavailable')).toHaveTextContent(
      'This data service does not provide chain tips',
    )
  })

  it('says why the tips did not load when the service fails', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209, failWith: 503 }))
    renderApp('/blocks/stale', { apiHost: 'example.test' })
    expect(await screen.findByTestId('stale-error')).toHaveTextContent(
      'Could not load the chain tips: The data service is unavailable right now (HTTP 503)',
    )
  })

  it('is not a Liquid page', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209, chainTips: tips }, asked))
    renderApp('/liquid/blocks/stale', { apiHost: 'example.test' })
    expect(await screen.findByText(/Stale blocks pages do not exist on Liquid/)).toBeInTheDocument()
    expect(asked).not.toContain('/api/v1/chain-tips')
  })
})
