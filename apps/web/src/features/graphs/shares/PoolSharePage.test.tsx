import type { MiningPools, PoolStats } from '@outpoint/explorer-client'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeFeed } from '../../../test/fakeFeeds'
import { renderApp } from '../../../test/renderApp'
import { initFrame } from '../../dashboard/test/fixtures'

const pool = (i: number, blockCount: number): PoolStats => ({
  poolId: i,
  name: i === 0 ? '<b>Evil</b> pool' : `Pool ${i}`,
  link: '',
  blockCount,
  rank: i + 1,
  emptyBlocks: 0,
  slug: `pool${i}`,
  avgMatchRate: null,
  avgFeeDelta: null,
  poolUniqueId: i,
})

/** Twelve pools: the chart names ten and adds the last two up as Other. */
const answer = (blocks: number): MiningPools => ({
  pools: Array.from({ length: 12 }, (_, i) => pool(i, i === 0 ? blocks : 12 - i)),
  blockCount: 0,
  lastEstimatedHashrate: 0,
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function blocksFeed(feeds: Map<string, FakeFeed>): FakeFeed {
  const topic = JSON.stringify({ type: 'data', name: 'blocks' })
  const feed = [...feeds.values()].find((f) => f.topics.includes(topic))
  if (!feed) throw new Error('nobody subscribed to blocks')
  return feed
}

describe('the pool ranking chart', () => {
  let requests: string[]
  let first: number
  let failing: boolean
  beforeEach(() => {
    requests = []
    first = 50
    failing = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = String(input)
        requests.push(url)
        if (/mining\/pools\/\w+$/.test(url))
          return failing ? json('down', 503) : json(answer(first))
        return json('not found', 404)
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('names the top pools with share and blocks, links each, and adds the rest up as Other', async () => {
    renderApp('/testnet/graphs/mining/pools?range=1m')
    const body = await screen.findByTestId('pool-shares-body')
    expect(body).toHaveAttribute('data-range', '1m')
    expect(requests.some((url) => url.endsWith('/testnet/api/v1/mining/pools/1m'))).toBe(true)
    const rows = within(body).getAllByTestId('share-row')
    expect(rows).toHaveLength(11)
    // 50 + 11 + 10 + ... + 1 = 116 blocks.
    expect(rows[0]).toHaveTextContent('<b>Evil</b> pool43.1% · 50 blocks')
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/testnet/mining/pool/pool0',
    )
    expect(rows[10]).toHaveTextContent('Other (2)2.59% · 3 blocks')
    expect(within(rows[10] as HTMLElement).queryByRole('link')).toBeNull()
    expect(document.title).toMatch(/^Pool ranking · Graphs · /)
  })

  it('changes the range in the URL and asks for it', async () => {
    renderApp('/graphs/mining/pools?range=forever')
    const body = await screen.findByTestId('pool-shares-body')
    expect(body).toHaveAttribute('data-range', '1w')
    await userEvent.click(screen.getByRole('button', { name: '3Y' }))
    await waitFor(() =>
      expect(screen.getByTestId('pool-shares-body')).toHaveAttribute('data-range', '3y'),
    )
    expect(requests.at(-1)).toMatch(/\/api\/v1\/mining\/pools\/3y$/)
  })

  it('shows every pool in the table view', async () => {
    renderApp('/graphs/mining/pools?view=table')
    const table = await screen.findByTestId('graph-table')
    expect(within(table).getAllByRole('row')).toHaveLength(13)
    expect(within(table).getByRole('cell', { name: 'Pool 11' })).toBeInTheDocument()
  })

  it('fetches again on a new block', async () => {
    const { feeds } = renderApp('/graphs/mining/pools')
    await screen.findByTestId('pool-shares-body')
    first = 60
    const block = initFrame().blocks[0]
    act(() =>
      blocksFeed(feeds).emit({ type: 'data', name: 'blocks' }, { key: 'block', data: block }),
    )
    await waitFor(() =>
      expect(screen.getAllByTestId('share-row')[0]).toHaveTextContent('60 blocks'),
    )
  })

  it('says why the ranking failed and retries', async () => {
    failing = true
    renderApp('/graphs/mining/pools')
    expect(await screen.findByText(/The pool ranking could not be loaded/)).toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('pool-shares-body')).toBeInTheDocument()
  })

  it('says Liquid has no mining charts, asking nothing', async () => {
    renderApp('/liquid/graphs/mining/pools')
    expect(await screen.findByTestId('graph-not-here')).toHaveTextContent('No mining charts for')
    expect(requests.filter((url) => url.includes('/mining/'))).toEqual([])
  })
})
