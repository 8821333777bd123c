import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../../app/AppRoutes'
import type { FakeFeed } from '../../../test/fakeFeeds'
import { renderApp } from '../../../test/renderApp'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { initFrame } from '../../dashboard/test/fixtures'
import { blocksBelow, hostileTag, poolBlock, poolStats, weeklyHashrate } from './fakePoolService'

vi.mock('../../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The service as the pool page asks it; what it answers can change between requests. */
interface Service {
  asked: string[]
  heights: number[]
  chunk: number
  stats: ReturnType<typeof poolStats>
  fail: Set<'detail' | 'blocks' | 'hashrate'>
}

function serve(service: Service) {
  return async (input: string) => {
    const path = new URL(String(input)).pathname.replace(/^\/(testnet|signet|testnet4)/, '')
    service.asked.push(path)
    const match = path.match(/^\/api\/v1\/mining\/pool\/([^/]+)(\/blocks(?:\/(\d+))?|\/hashrate)?$/)
    if (!match) return json('not found', 404)
    if (match[1] !== 'foundryusa') return json('This mining pool does not exist', 404)
    const part = match[2]
    if (part === undefined) {
      return service.fail.has('detail') ? json('down', 503) : json(service.stats)
    }
    if (part === '/hashrate') {
      return service.fail.has('hashrate') ? json('down', 503) : json(weeklyHashrate)
    }
    if (service.fail.has('blocks')) return json('down', 503)
    const below = match[3] === undefined ? undefined : Number(match[3])
    return json(blocksBelow(service.heights, service.chunk, below))
  }
}

function blocksFeed(feeds: Map<string, FakeFeed>): FakeFeed {
  const topic = JSON.stringify({ type: 'data', name: 'blocks' })
  const feed = [...feeds.values()].find((f) => f.topics.includes(topic))
  if (!feed) throw new Error('nobody subscribed to blocks')
  return feed
}

const rowHeights = () =>
  screen.getAllByTestId('pool-block').map((row) => Number(row.getAttribute('data-height')))

describe('PoolPage', () => {
  let service: Service
  beforeEach(() => {
    service = {
      asked: [],
      // 25 blocks, three apart, newest first.
      heights: Array.from({ length: 25 }, (_, i) => 900_000 - i * 3),
      chunk: 12,
      stats: poolStats(),
      fail: new Set(),
    }
    vi.stubGlobal('fetch', vi.fn(serve(service)))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows who the pool is, its shares, hashrate and its latest blocks linked', async () => {
    renderApp('/mining/pool/foundryusa')
    expect(await screen.findByTestId('pool-name')).toHaveTextContent('Foundry USA')
    const link = screen.getByTestId('pool-link')
    expect(link).toHaveAttribute('href', 'https://foundrydigital.com/')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('target', '_blank')
    expect(screen.getByTestId('pool-share-24h')).toHaveTextContent('12 / 144 blocks 8.33%')
    expect(screen.getByTestId('pool-share-1w')).toHaveTextContent('30 / 1,008 blocks 2.98%')
    expect(screen.getByTestId('pool-hashrate-estimate')).toHaveTextContent('250 EH/s')

    const addresses = within(screen.getByTestId('pool-addresses')).getAllByRole('link')
    expect(addresses.map((a) => a.getAttribute('href'))).toEqual([
      '/address/bc1qxhmdufsvnuaaaer4ynz88fspdsxq2h9e9cetdj',
      '/address/12KKDt4Mj7N5UAkQMN7LtPZMayenXHa8KL',
    ])
    // Coinbase tags are the service's text: shown, never parsed as markup.
    expect(screen.getByTestId('pool-tags')).toHaveTextContent(hostileTag)
    expect(document.querySelector('img[src="x"]')).toBeNull()

    await waitFor(() => expect(screen.getAllByTestId('pool-block')).toHaveLength(10))
    const first = screen.getAllByTestId('pool-block')[0] as HTMLElement
    const hash = poolBlock(900_000).id
    expect(within(first).getByRole('link', { name: '900000' })).toHaveAttribute(
      'href',
      `/block/${hash}`,
    )
    expect(within(first).getByRole('link', { name: hash })).toHaveAttribute(
      'href',
      `/block/${hash}`,
    )
    expect(await screen.findByTestId('pool-hashrate-body')).toBeInTheDocument()
    expect(screen.getByTestId('pool-hashrate-body').querySelector('canvas')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/4 weekly points/),
    )
  })

  it('pages through the blocks by height, fetching older ones only when a page needs them', async () => {
    renderApp('/testnet/mining/pool/foundryusa')
    await waitFor(() => expect(screen.getAllByTestId('pool-block')).toHaveLength(10))
    const blockRequests = () => service.asked.filter((p) => p.includes('/blocks'))
    expect(blockRequests()).toEqual(['/api/v1/mining/pool/foundryusa/blocks'])
    const older = screen.getByRole('button', { name: 'Older' })
    const newer = screen.getByRole('button', { name: 'Newer' })
    expect(newer).toBeDisabled()

    // Page 2 needs blocks 11 to 20: two are loaded, the rest come from below the last one's height.
    await userEvent.click(older)
    await waitFor(() => expect(rowHeights()).toHaveLength(10))
    expect(blockRequests()).toEqual([
      '/api/v1/mining/pool/foundryusa/blocks',
      `/api/v1/mining/pool/foundryusa/blocks/${900_000 - 11 * 3}`,
    ])
    expect(rowHeights()).toEqual(Array.from({ length: 10 }, (_, i) => 900_000 - (10 + i) * 3))
    expect(screen.getByTestId('pool-blocks-page')).toHaveTextContent('Page 2')

    await userEvent.click(older)
    await waitFor(() =>
      expect(rowHeights()).toEqual([900_000 - 20 * 3, 899_937, 899_934, 899_931, 899_928]),
    )
    // The last chunk (one block) was shorter than the service's page: the end, without asking again.
    expect(older).toBeDisabled()
    expect(blockRequests()).toHaveLength(3)

    await userEvent.click(newer)
    await userEvent.click(newer)
    expect(rowHeights()[0]).toBe(900_000)
  })

  it('asks for no older blocks than the pool has', async () => {
    service.heights = service.heights.slice(0, 7)
    service.stats = poolStats({ blockCount: { all: 7, '24h': 7, '1w': 7 } })
    renderApp('/mining/pool/foundryusa')
    await waitFor(() => expect(screen.getAllByTestId('pool-block')).toHaveLength(7))
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled()
    expect(service.asked.filter((p) => p.includes('/blocks'))).toHaveLength(1)
  })

  it('adds a block the pool mines to its list and counts without a reload', async () => {
    const { feeds } = renderApp('/mining/pool/foundryusa')
    await waitFor(() => expect(screen.getAllByTestId('pool-block')).toHaveLength(10))
    expect(screen.getByTestId('pool-share-24h')).toHaveAttribute('data-blocks', '12')
    const feed = await vi.waitFor(() => blocksFeed(feeds))

    // The service has the new block when the feed announces it.
    service.heights.unshift(900_001)
    service.stats = poolStats({
      blockCount: { all: 41, '24h': 13, '1w': 31 },
      blockShare: { all: 0.41, '24h': 13 / 145, '1w': 31 / 1009 },
    })
    const announced = initFrame().blocks[0]
    if (!announced) throw new Error('the recorded frame has blocks')
    const block = {
      ...announced,
      id: poolBlock(900_001).id,
      height: 900_001,
      extras: { ...announced.extras, pool: { id: 111, name: 'Foundry USA', slug: 'foundryusa' } },
    }
    act(() => feed.emit({ type: 'data', name: 'blocks' }, { key: 'block', data: block }))
    await waitFor(() => expect(rowHeights()[0]).toBe(900_001))
    await waitFor(() =>
      expect(screen.getByTestId('pool-share-24h')).toHaveTextContent('13 / 145 blocks'),
    )
  })

  it('says an unknown pool does not exist, instead of showing another page', async () => {
    renderApp('/mining/pool/nosuchpool')
    expect(await screen.findByTestId('pool-not-found')).toHaveTextContent(
      'No mining pool is called nosuchpool.',
    )
    expect(screen.queryByTestId('pool-ranking')).toBeNull()
  })

  it('takes a slug in any case to the lower-case one, as the service finds it', async () => {
    renderApp('/signet/mining/pool/FoundryUSA')
    expect(await screen.findByTestId('pool-name')).toHaveTextContent('Foundry USA')
    expect(service.asked).toContain('/api/v1/mining/pool/foundryusa')
  })

  it('refuses a slug no pool can have without asking the service', async () => {
    renderApp('/mining/pool/Not%20A%20Slug')
    expect(await screen.findByTestId('pool-not-found')).toHaveTextContent(
      'No mining pool is called Not A Slug.',
    )
    expect(service.asked.filter((p) => p.includes('/mining/pool'))).toEqual([])
  })

  it('says what failed and retries: the pool, then its blocks on their own', async () => {
    service.fail.add('detail')
    renderApp('/mining/pool/foundryusa')
    const summary = await screen.findByTestId('pool-summary')
    await within(summary).findByText(/This mining pool could not be loaded/)
    service.fail.delete('detail')
    service.fail.add('blocks')
    await userEvent.click(within(summary).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('pool-name')).toHaveTextContent('Foundry USA')
    const blocks = screen.getByTestId('pool-blocks')
    await within(blocks).findByText(/The pool's blocks could not be loaded/)
    service.fail.delete('blocks')
    await userEvent.click(within(blocks).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByTestId('pool-block')).toHaveLength(10))
  })

  it('sends /mining/blocks to the blocks list of the same network', async () => {
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>
    }
    renderWithProviders(
      <>
        <AppRoutes />
        <Where />
      </>,
      '/testnet/mining/blocks',
    )
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/testnet/blocks'))
  })

  it('has no pool pages on Liquid, and no other mining pages than its own', async () => {
    renderApp('/liquid/mining/pool/foundryusa')
    expect(await screen.findByTestId('not-found')).toHaveTextContent(
      'Mining pages do not exist on Liquid.',
    )
    expect(service.asked).toEqual([])
  })
})
