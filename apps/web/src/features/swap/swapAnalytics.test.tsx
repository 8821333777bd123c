import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { type Beacon, plausibleForTests, recordBeacons, sentEvents } from '../analytics/testBeacons'
import SwapRoutes from './SwapRoutes'
import { fakeNetwork, json } from './testDoubles'

const config = {
  apiHost: 'example.test',
  swapApi: 'http://swap.test',
  analytics: plausibleForTests,
}

let beacons: Promise<Beacon>[] = []
beforeEach(() => {
  localStorage.clear()
  beacons = recordBeacons()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const events = async () => (await sentEvents(beacons)).map(({ name, props }) => ({ name, props }))

const render = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/swap/*" element={<SwapRoutes />} />
    </Routes>,
    path,
    config,
  )

describe('swap analytics', () => {
  it('counts a quote once and a send, with the token symbols only', async () => {
    fakeNetwork()
    render('/swap')
    await userEvent.type(await screen.findByTestId('swap-amount'), '0.001')
    await userEvent.type(
      screen.getByTestId('swap-receive-address'),
      '0xab5801a7d398351b8be11c439e05c5b3259aec9b',
    )
    await screen.findByTestId('swap-quote', {}, { timeout: 3000 })
    await userEvent.click(screen.getByTestId('swap-send'))
    await screen.findByTestId('swap-status')
    expect(await events()).toEqual([
      { name: 'swap quote', props: { from: 'BTC', to: 'ETH' } },
      { name: 'swap send', props: { from: 'BTC', to: 'ETH' } },
    ])
  })

  it('counts a completion the page saw happen, not a visit to a finished swap', async () => {
    let calls = 0
    fakeNetwork({
      '/v0/transfer/status': () =>
        json({ id: 3, status: calls++ === 0 ? 'Submitted' : 'Completed' }),
    })
    render('/swap/3')
    expect(await screen.findByTestId('swap-status', {}, {})).toHaveTextContent('Submitted')
    await vi.waitFor(
      () => expect(screen.getByTestId('swap-status')).toHaveTextContent('Completed'),
      {
        timeout: 4000,
      },
    )
    await vi.waitFor(() => expect(beacons).toHaveLength(1))
    expect((await events())[0]).toMatchObject({ name: 'swap complete' })
  })
  it('counts nothing for a swap that was already complete', async () => {
    fakeNetwork({ '/v0/transfer/status': () => json({ id: 4, status: 'Completed' }) })
    render('/swap/4')
    expect(await screen.findByTestId('swap-status')).toHaveTextContent('Completed')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(beacons).toHaveLength(0)
  })
})
