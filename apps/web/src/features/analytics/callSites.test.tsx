import type { AnalyticsConfig } from '@outpoint/analytics'
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

// Plausible goes by beacon: the beacon is where the app's events leave the page.
const analytics: AnalyticsConfig = {
  provider: 'plausible',
  endpoint: 'https://plausible.example.org/',
  site: 'outpoint.example',
}
const config = { apiHost: 'example.test', analytics }

let beacons: Promise<{ url: string; body: Record<string, unknown> }>[] = []
beforeEach(() => {
  beacons = []
  // The pages' own data requests: no service in these tests.
  vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, data) => {
    const text = data instanceof Blob ? data.text() : Promise.resolve(String(data))
    beacons.push(text.then((body) => ({ url: String(url), body: JSON.parse(body) })))
    return true
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function sent() {
  return (await Promise.all(beacons)).map(({ url, body }) => ({
    url,
    name: body.name,
    props: body.props,
  }))
}

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
