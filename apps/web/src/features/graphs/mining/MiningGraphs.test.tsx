import type {
  BlockPrediction,
  BlockSizesWeights,
  PoolHashratePoint,
} from '@outpoint/explorer-client'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeFeed } from '../../../test/fakeFeeds'
import { renderApp } from '../../../test/renderApp'
import { initFrame } from '../../dashboard/test/fixtures'

const day = 86_400
const start = 1_790_000_000 - (1_790_000_000 % day)

const hashrates = {
  hashrates: [0, 1, 2].map((i) => ({ timestamp: start + i * day, avgHashrate: 1e21 + i * 1e19 })),
  difficulty: [{ time: start + day, height: 2016, difficulty: 1.5e14, adjustment: 1.02 }],
  currentHashrate: 1.1e21,
  currentDifficulty: 1.5e14,
}
const poolsHashrate: PoolHashratePoint[] = [
  { timestamp: start, avgHashrate: 4e20, share: 0.4, poolName: 'Foundry USA' },
  { timestamp: start, avgHashrate: 3e20, share: 0.3, poolName: 'AntPool' },
  { timestamp: start + 7 * day, avgHashrate: 5e20, share: 0.5, poolName: 'Foundry USA' },
]
let predictions: BlockPrediction[] = []
const sizesWeights: BlockSizesWeights = {
  sizes: [{ avgHeight: 100, timestamp: start, avgSize: 1_500_000 }],
  weights: [{ avgHeight: 100, timestamp: start, avgWeight: 3_990_000 }],
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let asked: string[]
let failing: RegExp | undefined

beforeEach(() => {
  asked = []
  failing = undefined
  predictions = [
    [start, 100, 100],
    [start + 600, 101, 97.5],
  ]
  vi.stubGlobal('fetch', async (input: string) => {
    const url = String(input)
    asked.push(url)
    if (failing?.test(url)) return json('the database is down', 500)
    if (/\/v1\/mining\/hashrate\/pools\/\w+$/.test(url)) return json(poolsHashrate)
    if (/\/v1\/mining\/hashrate\/\w+$/.test(url)) return json(hashrates)
    if (/\/v1\/mining\/blocks\/predictions\/\w+$/.test(url)) return json(predictions)
    if (/\/v1\/mining\/blocks\/sizes-weights\/\w+$/.test(url)) return json(sizesWeights)
    return json('not found', 404)
  })
})
afterEach(() => vi.unstubAllGlobals())

const requested = (path: string) => asked.filter((url) => url.includes(path))
const cells = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

function blocksFeed(feeds: Map<string, FakeFeed>): FakeFeed {
  const topic = JSON.stringify({ type: 'data', name: 'blocks' })
  const feed = [...feeds.values()].find((f) => f.topics.includes(topic))
  if (!feed) throw new Error('nobody subscribed to blocks')
  return feed
}

describe('mining chart pages', () => {
  it('hashrate and difficulty opens on a year, draws both and reads a point out', async () => {
    renderApp('/graphs/mining/hashrate-difficulty')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hashrate and difficulty' }))
    const body = await screen.findByTestId('hashrate-difficulty-body')
    expect(body).toHaveAttribute('data-range', '1y')
    expect(requested('/v1/mining/hashrate/1y')).toHaveLength(1)
    expect(screen.getByTestId('hashrate-difficulty-readout')).toHaveTextContent(
      /Hashrate 1\.02 ZH\/s · Difficulty 150 T$/,
    )
    expect(screen.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true')
    // mempool.space's hashrate chart starts at three months.
    expect(screen.queryByRole('button', { name: '1M' })).toBeNull()
  })

  it('an unknown range shows the default; a picked one is asked for and kept in the URL', async () => {
    renderApp('/graphs/mining/pools-dominance?range=5x')
    await screen.findByTestId('pools-dominance-body')
    expect(requested('/v1/mining/hashrate/pools/1y')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: '2Y' }))
    expect(await screen.findByTestId('pools-dominance-body')).toHaveAttribute('data-range', '2y')
    expect(requested('/v1/mining/hashrate/pools/2y')).toHaveLength(1)
    expect(screen.getByTestId('pools-dominance-readout')).toHaveTextContent(
      /Foundry USA 50% · Other 50%$/,
    )
  })

  it('pools dominance tables each pool and the rest, in percent', async () => {
    renderApp('/graphs/mining/pools-dominance?view=table')
    await waitFor(() => expect(screen.getByTestId('graph-table')).toBeInTheDocument())
    const headings = within(screen.getByTestId('graph-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headings).toEqual(['Time', 'Foundry USA', 'AntPool', 'Other'])
    expect(cells('graph-table').slice(1, 4)).toEqual(['50%', '0%', '50%'])
    expect(cells('graph-table').slice(5, 8)).toEqual(['40%', '30%', '30%'])
  })

  it('block health shows the audits the service answers and refreshes on a new block', async () => {
    const { feeds } = renderApp('/graphs/mining/block-health')
    await screen.findByTestId('block-health-body')
    expect(requested('/v1/mining/blocks/predictions/24h')).toHaveLength(1)
    expect(screen.getByTestId('block-health-readout')).toHaveTextContent(
      /Match rate 97\.5% · at block 101$/,
    )
    const feed = await vi.waitFor(() => blocksFeed(feeds))
    predictions = [...predictions, [start + 1200, 102, 81.25]]
    const block = initFrame().blocks[0]
    act(() => feed.emit({ type: 'data', name: 'blocks' }, { key: 'block', data: block }))
    await waitFor(() =>
      expect(screen.getByTestId('block-health-readout')).toHaveTextContent(
        /Match rate 81\.25% · at block 102$/,
      ),
    )
    expect(requested('/v1/mining/blocks/predictions/24h')).toHaveLength(2)
  })

  it('block sizes and weights in MB, MWU and B/vB', async () => {
    renderApp('/graphs/mining/block-sizes-weights?range=1m&view=table')
    await waitFor(() => expect(screen.getByTestId('graph-table')).toBeInTheDocument())
    expect(requested('/v1/mining/blocks/sizes-weights/1m')).toHaveLength(1)
    expect(cells('graph-table').slice(1)).toEqual(['1.50', '3.99', '1.50'])
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }))
    expect(screen.getByTestId('block-sizes-weights-readout')).toHaveTextContent(
      /Size 1\.50 MB · Weight 3\.99 MWU · 1\.50 B\/vB · around block 100$/,
    )
  })

  it('says in words when the service fails, and retries', async () => {
    failing = /sizes-weights/
    renderApp('/graphs/mining/block-sizes-weights')
    expect(
      await screen.findByText(/The block sizes and weights could not be loaded/),
    ).toBeInTheDocument()
    failing = undefined
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('block-sizes-weights-body')).toBeInTheDocument()
  })

  it('on Liquid says mining charts are Bitcoin only, without asking the service', async () => {
    renderApp('/liquid/graphs/mining/hashrate-difficulty')
    expect(await screen.findByTestId('graph-not-here')).toHaveTextContent(
      /No mining charts for Liquid/,
    )
    expect(asked.filter((url) => url.includes('/mining/'))).toEqual([])
  })

  it('works on testnet, asking testnet', async () => {
    renderApp('/testnet/graphs/mining/block-health')
    await screen.findByTestId('block-health-body')
    expect(requested('/testnet/api/v1/mining/blocks/predictions/24h')).toHaveLength(1)
  })

  it('/graphs/mining opens the first mining chart of the menu', async () => {
    renderApp('/graphs/mining')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pool ranking' }),
    ).toBeInTheDocument()
  })

  it('an unknown mining chart is a clear not-found, not another page', async () => {
    renderApp('/graphs/mining/no-such-chart')
    expect(await screen.findByText('No such chart.')).toBeInTheDocument()
    expect(screen.queryByTestId('graph-page')).toBeNull()
  })
})
