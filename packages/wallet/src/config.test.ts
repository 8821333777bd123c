import { describe, expect, it } from 'vitest'
import { defaultChains, localChain } from './chains.js'
import { createWalletConfig } from './config.js'
import { memoryStorage } from './test-helpers.js'

const chains = defaultChains([localChain(31337, 'http://127.0.0.1:8545')])

describe('createWalletConfig', () => {
  it('configures every chain in order', () => {
    const config = createWalletConfig(chains, { storage: memoryStorage() })
    expect(config.chains.map((c) => c.id)).toEqual([1, 11155111, 31337])
  })

  it('gives each chain a client on its own RPC URL with its polling interval', () => {
    const config = createWalletConfig(chains, { storage: memoryStorage() })
    const local = config.getClient({ chainId: 31337 })
    expect(local.pollingInterval).toBe(250)
    expect(local.transport.url).toBe('http://127.0.0.1:8545')
    const mainnet = config.getClient({ chainId: 1 })
    expect(mainnet.pollingInterval).toBe(4_000)
    expect(mainnet.transport.url).toBe('https://ethereum-rpc.publicnode.com')
  })

  it('offers the plain injected wallet and no cloud-backed connector', () => {
    const config = createWalletConfig(chains, { storage: memoryStorage() })
    expect(config.connectors.map((c) => c.type)).toEqual(['injected'])
  })

  it('persists under wagmi.* keys in the given storage', async () => {
    const storage = memoryStorage()
    const config = createWalletConfig(chains, { storage })
    await config.storage?.setItem('recentConnectorId', 'injected')
    expect(storage.items.get('wagmi.recentConnectorId')).toBe('"injected"')
  })

  it('refuses an empty chain list', () => {
    expect(() => createWalletConfig([])).toThrow(/at least one chain/)
  })
})
