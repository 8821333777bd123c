import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { custom } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConfig, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { ConfigContext } from '../../app/ConfigContext'
import { renderApp } from '../../test/renderApp'
import { ConnectorList } from '../wallet/ConnectorList'
import { chains, fakeWallet, testAddress } from '../wallet/testWallet'
import { type Beacon, plausibleForTests, recordBeacons, sentEvents } from './testBeacons'

const config = { apiHost: 'example.test', analytics: plausibleForTests }

let beacons: Promise<Beacon>[] = []
beforeEach(() => {
  beacons = recordBeacons()
  // The pages' own data requests: no service in these tests.
  vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const sent = () => sentEvents(beacons)

describe('the events the app sends', () => {
  it('network switch: the from and to network names', async () => {
    renderApp('/', config)
    await userEvent.selectOptions(screen.getByTestId('network-switcher'), 'liquid')
    await vi.waitFor(() => expect(beacons).toHaveLength(1))
    expect(await sent()).toEqual([
      {
        url: 'https://plausible.example.org/api/event',
        name: 'network switch',
        props: { from: 'main', to: 'liquid' },
      },
    ])
  })

  it('search: the kind of input, never the text', async () => {
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    renderApp('/testnet', config)
    await userEvent.type(screen.getByTestId('search-input'), '800000{Enter}')
    await userEvent.type(screen.getByTestId('search-input'), `${address}{Enter}`)
    await vi.waitFor(() => expect(beacons).toHaveLength(2))
    const events = await sent()
    expect(events.map((e) => [e.name, e.props])).toEqual([
      ['search', { kind: 'height' }],
      ['search', { kind: 'address' }],
    ])
    expect(JSON.stringify(events)).not.toContain(address)
  })

  it('wallet connect: the connector name, never the address', async () => {
    const wallet = fakeWallet()
    const wagmi = createConfig({
      chains,
      connectors: [
        injected({
          target: { id: 'com.example.testwallet', name: 'Test Wallet', provider: wallet.provider },
        }),
      ],
      transports: {
        31337: custom({ request: async () => null }),
        31338: custom({ request: async () => null }),
      },
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    render(
      <ConfigContext value={config}>
        <QueryClientProvider client={new QueryClient()}>
          <WagmiProvider config={wagmi}>
            <ConnectorList connecting={false} report={() => {}} />
          </WagmiProvider>
        </QueryClientProvider>
      </ConfigContext>,
    )
    await userEvent.click(await screen.findByTestId('wallet-connector-com.example.testwallet'))
    await vi.waitFor(() => expect(beacons).toHaveLength(1))
    const events = await sent()
    expect(events.map((e) => [e.name, e.props])).toEqual([
      ['wallet connect', { connector: 'Test Wallet' }],
    ])
    expect(JSON.stringify(events).toLowerCase()).not.toContain(testAddress.slice(2).toLowerCase())
  })
})
