import type { MempoolBlock } from '@outpoint/explorer-client'
import type { Topic } from '@outpoint/explorer-client/live'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FakeFeed } from '../../test/fakeFeeds'
import { renderApp } from '../../test/renderApp'
import { fakeBlock } from '../block/fakeBlockService'

const projected = (medianFee: number, nTx: number): MempoolBlock => ({
  blockSize: 1_500_000,
  blockVSize: 998_000,
  nTx,
  totalFees: 5_000_000,
  medianFee,
  feeRange: [2, 3.5, 8, 40],
})

const mempoolBlocks: Topic = { type: 'data', name: 'mempool-blocks' }
const blocks: Topic = { type: 'data', name: 'blocks' }

function feedWith(feeds: Map<string, FakeFeed>, topic: Topic): FakeFeed {
  const feed = [...feeds.values()].find((f) => f.topics.includes(JSON.stringify(topic)))
  if (!feed) throw new Error('nobody subscribed')
  return feed
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
const hash = (height: number) => height.toString(16).padStart(64, '0')

function serveChain(tip: number) {
  const requests: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input)
      requests.push(url)
      if (url.endsWith('/blocks/tip/height')) return new Response(String(tip))
      const byHeight = /block-height\/(\d+)$/.exec(url)
      if (byHeight) return new Response(hash(Number(byHeight[1])))
      const byHash = /v1\/block\/(\w{64})$/.exec(url)
      if (byHash) {
        const height = Number.parseInt(byHash[1] ?? '', 16)
        const block = fakeBlock()
        return json({
          ...block,
          id: hash(height),
          height,
          tx_count: 1000 + height,
          extras: {
            ...block.extras,
            medianFee: 12.5,
            feeRange: [1, 5, 90],
            pool: { id: 1, name: 'Foundry USA', slug: 'foundryusa' },
          },
        })
      }
      return new Response('not found', { status: 404 })
    }),
  )
  return requests
}

describe('ClockPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('/clock shows the next projected block without the site header, live', async () => {
    serveChain(800)
    const { feeds, container } = renderApp('/clock')
    expect(await screen.findByTestId('clock')).toHaveAttribute('data-mode', 'mempool')
    expect(container.querySelector('header')).toBeNull()
    const feed = await vi.waitFor(() => feedWith(feeds, mempoolBlocks))
    act(() => feed.emit(mempoolBlocks, { key: 'mempool-blocks', data: [projected(9.2, 3210)] }))
    await vi.waitFor(() =>
      expect(screen.getByTestId('clock-median')).toHaveTextContent('~9.2 sat/vB'),
    )
    expect(screen.getByTestId('clock-label')).toHaveTextContent('Next block')
    expect(screen.getByTestId('clock-fee-range')).toHaveTextContent('2 - 40 sat/vB')
    expect(screen.getByTestId('clock-size')).toHaveTextContent('998 kvB')
    expect(screen.getByTestId('clock-count')).toHaveTextContent('3,210')
    expect(await screen.findByTestId('clock-tip')).toHaveTextContent('Height 800')
    act(() => feed.emit(mempoolBlocks, { key: 'mempool-blocks', data: [projected(20, 12)] }))
    await vi.waitFor(() => expect(screen.getByTestId('clock-count')).toHaveTextContent('12'))
  })

  it('says when the mempool does not reach the projected block asked for', async () => {
    serveChain(800)
    const { feeds } = renderApp('/testnet/clock/mempool/3')
    const feed = await vi.waitFor(() => feedWith(feeds, mempoolBlocks))
    act(() => feed.emit(mempoolBlocks, { key: 'mempool-blocks', data: [projected(3, 5)] }))
    expect(await screen.findByTestId('clock-empty')).toHaveTextContent('it fills 1 projected block')
  })

  it('mined mode shows the block index blocks below the tip and moves up with a new block', async () => {
    const requests = serveChain(800)
    const { feeds } = renderApp('/clock/mined/2')
    await vi.waitFor(() => expect(screen.getByTestId('clock-label')).toHaveTextContent('Block 798'))
    expect(screen.getByTestId('clock-median')).toHaveTextContent('~12.5 sat/vB')
    expect(screen.getByTestId('clock-fee-range')).toHaveTextContent('1 - 90 sat/vB')
    expect(screen.getByTestId('clock-count')).toHaveTextContent('1,798')
    expect(screen.getByTestId('clock-pool')).toHaveTextContent('Foundry USA')
    expect(requests.some((u) => u.endsWith('/block-height/798'))).toBe(true)
    const feed = await vi.waitFor(() => feedWith(feeds, blocks))
    const tipBlock = { height: 801 }
    act(() => feed.emit(blocks, { key: 'block', data: tipBlock }))
    await vi.waitFor(() => expect(screen.getByTestId('clock-label')).toHaveTextContent('Block 799'))
  })

  it('says a mined index beyond the chain is too far', async () => {
    serveChain(5)
    renderApp('/clock/mined/9')
    expect(await screen.findByTestId('clock-too-far')).toHaveTextContent(
      'the chain has 6 blocks, so go back at most 5',
    )
  })

  it.each([
    ['/clock/mempool/8', 'Projected block 8 is out of range'],
    ['/clock/past/1', '"past" is not a clock mode'],
    ['/clock/mined/soon', '"soon" is not a number of blocks back'],
  ])('%s says what is wrong', async (path, reason) => {
    serveChain(800)
    renderApp(path)
    expect(await screen.findByTestId('clock-invalid')).toHaveTextContent(reason)
  })
})
