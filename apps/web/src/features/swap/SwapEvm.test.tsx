import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from 'wagmi/actions'
import { renderWithProviders } from '../../test/renderWithProviders'
import { createSwapClients } from './clients'
import { SwapRoot } from './SwapRoot'
import { depositAddress, fakeEvmWallet, fakeNetwork, json } from './testDoubles'

const serviceAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tenthEth = 10n ** 17n

/** An ETH → BTC swap's service answers: a quote, then an order whose deposit is 0.1 ETH to the service. */
const ethToBtc = (value = `0x${tenthEth.toString(16)}`) => ({
  '/v0/transfer/quote': () =>
    json({
      routes: [
        {
          duration: 1,
          route: [{ bridge: 'outpoint-local', steps: [] }],
          quote: { integration: 'outpoint-local', amount: '495000', decimals: 8, fees: [] },
        },
      ],
    }),
  '/v0/transfer/send': () =>
    json({ id: 12, tx: { to: serviceAccount, value, data: '0x000000000000000c' } }),
  '/v0/transfer/status': () => json({ id: 12, status: 'Pending Source Chain' }),
})

async function renderConnected(answers = ethToBtc()) {
  fakeNetwork(answers)
  const wallet = fakeEvmWallet()
  const connector = wallet.config.connectors[0]
  if (!connector) throw new Error('no connector')
  await connect(wallet.config, { connector })
  renderWithProviders(
    <Routes>
      <Route
        path="/swap/*"
        element={
          <SwapRoot clients={createSwapClients('http://swap.test')} wagmiConfig={wallet.config} />
        }
      />
    </Routes>,
    '/swap',
    { apiHost: 'example.test' },
  )
  await userEvent.selectOptions(await screen.findByTestId('swap-from-chain'), 'anvil')
  expect(screen.getByTestId('swap-to-chain')).toHaveValue('bitcoin')
  return wallet
}

async function fillAndQuote(amount: string) {
  await userEvent.type(screen.getByTestId('swap-amount'), amount)
  await userEvent.type(screen.getByTestId('swap-receive-address'), depositAddress)
  await screen.findByTestId('swap-quote', {}, { timeout: 3000 })
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('an EVM-source swap', () => {
  it('refuses more than the wallet holds', async () => {
    await renderConnected()
    await userEvent.type(screen.getByTestId('swap-amount'), '2')
    expect(await screen.findByTestId('swap-amount-error')).toHaveTextContent(
      'more than your balance of 1 ETH',
    )
  })

  it('has the connected wallet send the deposit, then follows the swap', async () => {
    const wallet = await renderConnected()
    await fillAndQuote('0.1')
    await userEvent.click(screen.getByTestId('swap-send'))
    expect(await screen.findByTestId('swap-status')).toHaveTextContent('Pending Source Chain')
    expect(wallet.sent).toEqual([
      expect.objectContaining({
        to: serviceAccount,
        value: `0x${tenthEth.toString(16)}`,
        data: '0x000000000000000c',
      }),
    ])
    expect(screen.getByTestId('swap-source-tx')).toHaveTextContent(`0x${'a'.repeat(64)}`)
  })

  it('says the wallet refused, keeps the order, and sends the deposit again on request', async () => {
    const wallet = await renderConnected()
    wallet.state.reject = true
    await fillAndQuote('0.1')
    await userEvent.click(screen.getByTestId('swap-send'))
    expect(await screen.findByTestId('swap-error')).toHaveTextContent(/reject/i)
    expect(wallet.sent).toEqual([])
    wallet.state.reject = false
    await userEvent.click(screen.getByTestId('swap-retry-deposit'))
    expect(await screen.findByTestId('swap-status')).toHaveTextContent('Pending Source Chain')
    expect(wallet.sent).toHaveLength(1)
  })

  it('never asks the wallet for more than the chosen amount', async () => {
    const wallet = await renderConnected(ethToBtc('0x1bc16d674ec80000'))
    await fillAndQuote('0.1')
    await userEvent.click(screen.getByTestId('swap-send'))
    expect(await screen.findByTestId('swap-error')).toHaveTextContent(
      /asks for 2000000000000000000 instead of the 100000000000000000 you chose/,
    )
    expect(wallet.sent).toEqual([])
  })
})
