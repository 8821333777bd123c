import type { BlockFeeRatesPoint, BlockFeesPoint } from '@outpoint/explorer-client'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeFeed } from '../../../test/fakeFeeds'
import { renderApp } from '../../../test/renderApp'
import { initFrame } from '../../dashboard/test/fixtures'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const feeRow = (i: number, avgFees: number): BlockFeesPoint => ({
  avgHeight: 924_000 + i,
  timestamp: 1_790_000_000 + i * 600,
  avgFees,
  USD: 86_500,
})

const rateRow = (i: number): BlockFeeRatesPoint => ({
  avgHeight: 924_000 + i,
  timestamp: 1_790_000_000 + i * 600,
  avgFee_0: 1,
  avgFee_10: 2,
  avgFee_25: 3,
  avgFee_50: 5 + i,
  avgFee_75: 8,
  avgFee_90: 13,
  avgFee_100: 900,
})

function blocksFeed(feeds: Map<string, FakeFeed>): FakeFeed {
  const topic = JSON.stringify({ type: 'data', name: 'blocks' })
  const feed = [...feeds.values()].find((f) => f.topics.includes(topic))
  if (!feed) throw new Error('nobody subscribed to blocks')
  return feed
}

describe('the mining block charts', () => {
  let requests: string[]
  let fees: BlockFeesPoint[]
  let fail: boolean
  beforeEach(() => {
    requests = []
    fees = [feeRow(0, 2_500_000), feeRow(1, 3_125_000)]
    fail = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = String(input)
        requests.push(url)
        if (fail) return json('Failed to get historical block fees', 500)
        if (/mining\/blocks\/fees\/\w+$/.test(url)) return json(fees)
        if (/mining\/blocks\/fee-rates\/\w+$/.test(url)) return json([rateRow(0), rateRow(1)])
        return json('not found', 404)
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('opens a week, shows the fees in a table and takes another range from the picker', async () => {
    renderApp('/graphs/mining/block-fees?range=nonsense&view=table')
    const panel = await screen.findByTestId('block-fees')
    expect(await within(panel).findByText('0.03125')).toBeInTheDocument()
    expect(within(panel).getByRole('columnheader', { name: 'Fees (USD)' })).toBeInTheDocument()
    expect(within(panel).getByText('$2,703')).toBeInTheDocument()
    expect(requests.at(-1)).toMatch(/\/api\/v1\/mining\/blocks\/fees\/1w$/)
    await userEvent.click(within(panel).getByRole('button', { name: '3M' }))
    await waitFor(() => expect(requests.at(-1)).toMatch(/\/blocks\/fees\/3m$/))
  })

  it('stacks the subsidy under the fees, in coins or as shares of the reward', async () => {
    renderApp('/graphs/mining/block-fees-subsidy?range=24h&view=table')
    const panel = await screen.findByTestId('block-fees-subsidy')
    expect(
      await within(panel).findByRole('columnheader', { name: 'Subsidy (BTC)' }),
    ).toBeInTheDocument()
    expect(within(panel).getAllByRole('row')[1]).toHaveTextContent(/3\.125.*0\.03125/)
    expect(requests.at(-1)).toMatch(/\/blocks\/fees\/24h$/)
    await userEvent.click(within(panel).getByRole('button', { name: '%' }))
    expect(await within(panel).findByRole('columnheader', { name: 'Fees (%)' })).toBeInTheDocument()
    expect(within(panel).getAllByRole('row')[1]).toHaveTextContent('0.99%')
  })

  it('fetches the range again when a block arrives', async () => {
    const { feeds } = renderApp('/graphs/mining/block-fees?range=24h&view=table')
    const panel = await screen.findByTestId('block-fees')
    await within(panel).findByText('0.03125')
    fees = [...fees, feeRow(2, 7_000_000)]
    const block = initFrame().blocks[0]
    act(() =>
      blocksFeed(feeds).emit({ type: 'data', name: 'blocks' }, { key: 'block', data: block }),
    )
    expect(await within(panel).findByText('0.07')).toBeInTheDocument()
  })

  it('reads the fee-rate percentiles out, and tables the service figures, not their logarithms', async () => {
    renderApp('/graphs/mining/block-fee-rates?range=1m')
    const readout = await screen.findByTestId('block-fee-rates-readout')
    expect(readout).toHaveTextContent(
      'Median 6 · 75th 8 · 90th 13 · Max 900 sat/vB · around block 924,001',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Table' }))
    const newest = (await screen.findAllByRole('row'))[1]
    expect(newest).toHaveTextContent(/1\s*2\s*3\s*6\s*8\s*13\s*900$/)
  })

  it('says what failed and retries', async () => {
    fail = true
    renderApp('/graphs/mining/block-rewards')
    expect(await screen.findByText(/The block rewards could not be loaded/)).toBeInTheDocument()
    const before = requests.length
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(requests.length).toBeGreaterThan(before))
  })

  it('says mining charts are Bitcoin only on Liquid, without asking the service', async () => {
    renderApp('/liquid/graphs/mining/block-fees')
    expect(await screen.findByTestId('graph-not-here')).toHaveTextContent(
      /No mining charts for Liquid/,
    )
    expect(requests.filter((url) => url.includes('/mining/'))).toEqual([])
  })
})
