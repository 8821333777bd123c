import type { StrippedTransaction } from '@outpoint/explorer-client'
import type { ProjectedBlock } from '@outpoint/explorer-client/live'
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FakeFeed } from '../../test/fakeFeeds'
import { renderApp } from '../../test/renderApp'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const tx = (n: number, fee: number): StrippedTransaction => ({
  txid: n.toString(16).padStart(64, 'e'),
  fee,
  vsize: 100,
  value: 1000,
})

const block = (sequence: number, txs: StrippedTransaction[]): ProjectedBlock => ({
  index: 1,
  sequence,
  transactions: new Map(txs.map((t) => [t.txid, t])),
})

function feedWith(feeds: Map<string, FakeFeed>, topic: string): FakeFeed {
  const feed = [...feeds.values()].find((f) => f.topics.includes(topic))
  if (!feed) throw new Error(`nobody subscribed to ${topic}`)
  return feed
}

describe('MempoolBlockPage', () => {
  it('follows its projected block live: figures and overview change with each update', async () => {
    const { feeds } = renderApp('/testnet/mempool-block/1')
    expect(await screen.findByRole('heading', { name: 'Mempool block 2' })).toBeInTheDocument()
    const topic = { type: 'mempool-block', index: 1 } as const
    const feed = await vi.waitFor(() => feedWith(feeds, JSON.stringify(topic)))
    act(() => feed.emit(topic, block(1, [tx(1, 500), tx(2, 1500), tx(3, 1000)])))
    // The query cache tells its observers in a batch after the event: wait for it.
    await vi.waitFor(() => expect(screen.getByTestId('mempool-block-count')).toHaveTextContent('3'))
    expect(screen.getByTestId('mempool-block-stats')).toHaveTextContent('~10 sat/vB')
    expect(screen.getByTestId('mempool-block-stats')).toHaveTextContent('5 - 15 sat/vB')
    expect(screen.getByTestId('block-overview')).toHaveAttribute('data-count', '3')
    act(() => feed.emit(topic, block(2, [tx(2, 1500), tx(4, 4000)])))
    await vi.waitFor(() => expect(screen.getByTestId('mempool-block-count')).toHaveTextContent('2'))
    expect(screen.getByTestId('block-overview')).toHaveAttribute('data-count', '2')
    act(() => feed.emit(topic, block(3, [])))
    expect(await screen.findByTestId('mempool-block-empty')).toBeInTheDocument()
  })

  it.each([
    ['/mempool-block/9', 'Projected block 9 is out of range'],
    ['/liquid/mempool-block/next', '"next" is not a projected block number'],
  ])('%s says what is wrong without subscribing', async (path, reason) => {
    const { feeds } = renderApp(path)
    expect(await screen.findByTestId('mempool-block-invalid')).toHaveTextContent(reason)
    for (const feed of feeds.values()) {
      expect(feed.topics.filter((t) => t.includes('mempool-block'))).toEqual([])
    }
  })
})
