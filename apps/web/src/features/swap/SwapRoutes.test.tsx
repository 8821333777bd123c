import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { renderWithProviders } from '../../test/renderWithProviders'
import { navItems } from '../header/navItems'
import SwapRoutes from './SwapRoutes'
import { depositAddress, depositTxid, fakeNetwork } from './testDoubles'

const receiver = '0xab5801a7d398351b8be11c439e05c5b3259aec9b'

const config = { apiHost: 'example.test', swapApi: 'http://swap.test' }
const renderSwap = (path = '/swap') =>
  renderWithProviders(
    <Routes>
      <Route path="/swap/*" element={<SwapRoutes />} />
      <Route path="/tx/:id" element={<p>tx page</p>} />
    </Routes>,
    path,
    config,
  )

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the swap page', () => {
  it('quotes a BTC → ETH swap, creates it, and shows the deposit with its live tracking', async () => {
    const network = fakeNetwork()
    const { feeds } = renderSwap()
    expect(await screen.findByTestId('swap-from-chain')).toHaveValue('bitcoin')
    expect(screen.getByTestId('swap-to-chain')).toHaveValue('anvil')
    await userEvent.type(screen.getByTestId('swap-amount'), '0.001')
    await userEvent.type(screen.getByTestId('swap-receive-address'), receiver)

    const quote = await screen.findByTestId('swap-quote', {}, { timeout: 3000 })
    expect(within(quote).getByTestId('swap-quote-rate')).toHaveTextContent('1 BTC = 19.8 ETH')
    expect(within(quote).getByTestId('swap-quote-fee')).toHaveTextContent('0.000003 BTC (bridge)')
    expect(within(quote).getByTestId('swap-quote-expiry')).toHaveTextContent(/\d+ s/)
    const asked = new URL(network.requests.find((r) => r.url.includes('/quote'))?.url ?? '')
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      fromChain: 'bitcoin',
      toChain: 'anvil',
      tokenAmount: '100000',
      toUserAddress: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
    })

    await userEvent.click(screen.getByTestId('swap-send'))
    expect(await screen.findByTestId('swap-status')).toHaveTextContent('Submitted')
    const sent = network.requests.find((r) => r.url.endsWith('/v0/transfer/send'))
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      integration: 'outpoint-local',
      route: [{ bridge: 'outpoint-local' }],
    })
    expect(screen.getByTestId('swap-deposit-address')).toHaveTextContent(depositAddress)
    expect(screen.getByTestId('swap-deposit-amount')).toHaveTextContent('0.001')
    expect(within(screen.getByTestId('swap-deposit-qr')).getByRole('img')).toBeInTheDocument()

    // The explorer's live feed reports the deposit in the mempool.
    const tracking = await screen.findByTestId('swap-deposit-tracking')
    expect(tracking).toHaveAttribute('data-state', 'waiting')
    const feed = [...feeds.values()][0]
    const topic = { type: 'address', address: depositAddress } as const
    expect(feed?.topics).toContain(JSON.stringify(topic))
    network.seeDeposit()
    act(() => feed?.emit(topic, { kind: 'mempool', transactions: [] }))
    await waitFor(() => expect(tracking).toHaveAttribute('data-state', 'mempool'))
    expect(screen.getByTestId('swap-deposit-tx')).toHaveAttribute('href', `/tx/${depositTxid}`)
    expect(JSON.parse(localStorage.getItem('outpoint.swap.history') ?? '[]')[0]).toMatchObject({
      id: '7',
      deposit: { address: depositAddress, amount: '100000' },
    })
  })

  it('says why an amount or address is refused, and asks no quote for them', async () => {
    const network = fakeNetwork()
    renderSwap()
    await userEvent.type(await screen.findByTestId('swap-amount'), '0.000000001')
    expect(screen.getByTestId('swap-amount-error')).toHaveTextContent('at most 8 decimal places')
    await userEvent.type(screen.getByTestId('swap-receive-address'), 'bc1qnotevm')
    expect(screen.getByTestId('swap-receive-address-error')).toHaveTextContent(/0x/)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(network.requests.some((r) => r.url.includes('/quote'))).toBe(false)
    expect(screen.getByTestId('swap-send')).toBeDisabled()
  })

  it('shows the service’s refusal as text', async () => {
    fakeNetwork({
      '/v0/transfer/quote': () =>
        new Response('{"message":"<b>Amount too small</b>"}', {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    })
    renderSwap()
    await userEvent.type(await screen.findByTestId('swap-amount'), '0.001')
    await userEvent.type(screen.getByTestId('swap-receive-address'), receiver)
    const error = await screen.findByTestId('swap-error', {}, { timeout: 3000 })
    expect(error).toHaveTextContent('<b>Amount too small</b>')
    expect(document.querySelector('b')).toBeNull()
    expect(screen.getByTestId('swap-send')).toBeDisabled()
  })

  it('follows a swap to its end and links both chains’ transactions', async () => {
    const payout = `0x${'e'.repeat(64)}`
    fakeNetwork({
      '/v0/transfer/status': () =>
        new Response(
          JSON.stringify({
            id: 9,
            status: 'Completed',
            fromChainSlug: 'bitcoin',
            toChainSlug: 'anvil',
            fromChainTxHash: depositTxid,
            toChainTxHash: payout,
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    })
    renderSwap('/swap/9')
    expect(await screen.findByTestId('swap-status')).toHaveTextContent('Completed')
    expect(screen.getByTestId('swap-source-tx')).toHaveAttribute('href', `/tx/${depositTxid}`)
    // A local chain has no explorer: the hash is shown as text.
    const destination = screen.getByTestId('swap-destination-tx')
    expect(destination.tagName).toBe('CODE')
    expect(destination).toHaveTextContent(payout)
  })
})

describe('a swap the service does not know', () => {
  it('says so and what to do', async () => {
    fakeNetwork({
      '/v0/transfer/status': () =>
        new Response('{"message":"No swap 99"}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    })
    renderSwap('/swap/99')
    expect(await screen.findByTestId('swap-error')).toHaveTextContent(
      'The swap service knows no swap 99. Check the link, or start a new swap.',
    )
  })
})

describe('the swap route', () => {
  it('says when no swap service is configured', async () => {
    renderApp('/swap', { apiHost: 'example.test' })
    expect(await screen.findByTestId('swap-unconfigured')).toHaveTextContent(
      'No swap service is configured',
    )
  })

  it('is in the main network’s navigation only', () => {
    expect(navItems('main').find((item) => item.label === 'Swap')?.path).toBe('/swap')
    for (const network of ['testnet', 'signet', 'liquid'] as const) {
      expect(navItems(network).some((item) => item.label === 'Swap')).toBe(false)
    }
  })

  it('exists on the main network only', async () => {
    renderApp('/testnet/swap', config)
    expect(await screen.findByTestId('not-found')).toHaveTextContent('main network only')
  })
})
