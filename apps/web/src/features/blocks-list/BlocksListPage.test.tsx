import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { fakeBlocksFetch, fakeListedBlock, hashAt } from './fakeBlocksService'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const heights = () =>
  screen.getAllByTestId('blocks-row').map((row) => Number(row.getAttribute('data-height')))

describe('BlocksListPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the newest 15 blocks with their figures, and pages', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209 }, asked))
    renderApp('/blocks', { apiHost: 'example.test' })
    await screen.findAllByTestId('blocks-row')
    expect(heights()).toEqual(Array.from({ length: 15 }, (_, i) => 209 - i))
    const row = screen.getAllByTestId('blocks-row')[0]
    if (!row) throw new Error('no row')
    const cells = within(row).getAllByRole('cell')
    expect(within(row).getByRole('link', { name: '209' })).toHaveAttribute(
      'href',
      `/block/${hashAt(209)}`,
    )
    expect(within(row).getByRole('link', { name: 'Foundry USA' })).toHaveAttribute(
      'href',
      '/mining/pool/foundryusa',
    )
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '209',
      'Foundry USA',
      expect.stringMatching(/ago.*UTC|ago\d{4}-/),
      '1,209',
      '1.23 MB',
      '3.99 MWU',
      '12.5 sat/vB',
      '0.02500209 BTC',
      '3.15000209 BTC',
    ])
    const pager = screen.getAllByTestId('blocks-pager')[0]
    if (!pager) throw new Error('no pager')
    expect(within(pager).getByRole('link', { name: 'Page 14' })).toHaveAttribute(
      'href',
      '/blocks/14',
    )
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blocks/2')
    expect(within(pager).queryByRole('link', { name: 'Previous' })).toBeNull()
    expect(asked).toEqual(['/api/v1/blocks'])
  })

  it('reads an older page from the tip down', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209 }, asked))
    renderApp('/testnet/blocks/3', { apiHost: 'example.test' })
    await screen.findAllByTestId('blocks-row')
    expect(heights()[0]).toBe(179)
    expect(heights().at(-1)).toBe(165)
    expect(asked).toEqual(['/api/blocks/tip/height', '/api/v1/blocks/179'])
    const pager = screen.getAllByTestId('blocks-pager')[0]
    if (!pager) throw new Error('no pager')
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/testnet/blocks/2',
    )
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/testnet/blocks/1',
    )
  })

  it('says a page past the first block does not exist', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209 }, asked))
    renderApp('/blocks/15', { apiHost: 'example.test' })
    expect(await screen.findByTestId('blocks-no-page')).toHaveTextContent(
      "Page 15 is past the chain's first block: its 210 blocks fill 14 pages.",
    )
    expect(asked).toEqual(['/api/blocks/tip/height'])
  })

  it.each(['abc', '0', '-2'])(
    'says %j is not a page number, without asking the service',
    async (page) => {
      const asked: string[] = []
      vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209 }, asked))
      renderApp(`/blocks/${page}`, { apiHost: 'example.test' })
      expect(await screen.findByTestId('blocks-bad-page')).toHaveTextContent(
        `"${page}" is not a page number`,
      )
      expect(asked).toEqual([])
    },
  )

  it('puts a new block on top of page 1, and a reorg replaces blocks', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209 }))
    const { feeds } = renderApp('/blocks', { apiHost: 'example.test' })
    await screen.findAllByTestId('blocks-row')
    const feed = feeds.get('wss://example.test/api/v1/ws')
    if (!feed) throw new Error('no feed')
    const topic = { type: 'data', name: 'blocks' } as const
    act(() => feed.emit(topic, { key: 'block', data: fakeListedBlock(210) }))
    await vi.waitFor(() => expect(heights().slice(0, 2)).toEqual([210, 209]))
    expect(heights()).toHaveLength(15)
    act(() => feed.emit(topic, { key: 'block', data: fakeListedBlock(209, 'b') }))
    await vi.waitFor(() => expect(heights().slice(0, 2)).toEqual([209, 208]))
    expect(screen.getByRole('link', { name: '209' })).toHaveAttribute(
      'href',
      `/block/${hashAt(209, 'b')}`,
    )
  })

  it('shows Liquid blocks without pool, fees or reward', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 20 }))
    renderApp('/liquid/blocks', { apiHost: 'example.test' })
    const row = (await screen.findAllByTestId('blocks-row'))[0]
    if (!row) throw new Error('no row')
    expect(within(row).getAllByRole('cell')).toHaveLength(5)
    expect(screen.queryByRole('columnheader', { name: 'Pool' })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Reward' })).toBeNull()
    expect(screen.getByRole('link', { name: '20' })).toHaveAttribute(
      'href',
      `/liquid/block/${hashAt(20)}`,
    )
    // 21 blocks: two pages.
    expect(screen.getAllByTestId('blocks-pager')[0]).toHaveTextContent('12Next')
  })

  it('says why the blocks did not load, with Retry', async () => {
    vi.stubGlobal('fetch', fakeBlocksFetch({ tip: 209, failWith: 503 }))
    renderApp('/blocks', { apiHost: 'example.test' })
    const error = await screen.findByTestId('blocks-error')
    expect(error).toHaveTextContent('Could not load the blocks: The data service is unavailable')
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
