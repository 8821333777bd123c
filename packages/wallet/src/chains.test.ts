import { describe, expect, it } from 'vitest'
import {
  defaultChains,
  localChain,
  parseChainList,
  pollingInterval,
  toViemChain,
} from './chains.js'

describe('defaultChains', () => {
  it('lists Ethereum and Sepolia, then the local chains in order', () => {
    const local = [
      localChain(31337, 'http://127.0.0.1:8545'),
      localChain(31338, 'http://127.0.0.1:8546'),
    ]
    const chains = defaultChains(local)
    expect(chains.map((c) => c.id)).toEqual([1, 11155111, 31337, 31338])
    expect(chains[0]).toMatchObject({
      name: 'Ethereum',
      rpcUrl: 'https://ethereum-rpc.publicnode.com',
      blockTime: 12_000,
      explorerUrl: 'https://etherscan.io',
    })
    expect(chains[1]).toMatchObject({
      rpcUrl: 'https://ethereum-sepolia-rpc.publicnode.com',
      explorerUrl: 'https://sepolia.etherscan.io',
    })
    expect(defaultChains()).toHaveLength(2)
  })
})

describe('localChain', () => {
  it('names the chain by id and marks it local', () => {
    expect(localChain(31337, 'http://127.0.0.1:8545')).toEqual({
      id: 31337,
      name: 'Local chain 31337',
      rpcUrl: 'http://127.0.0.1:8545',
      blockTime: 1_000,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      local: true,
    })
  })
})

describe('pollingInterval', () => {
  const chain = (blockTime?: number) => ({
    id: 5,
    name: 'x',
    rpcUrl: 'https://x.test',
    ...(blockTime === undefined ? {} : { blockTime }),
  })

  it('is half the block time, clamped to 500..4000 ms', () => {
    expect(pollingInterval(chain(2_000))).toBe(1_000)
    expect(pollingInterval(chain(2_001))).toBe(1_000)
    expect(pollingInterval(chain(400))).toBe(500)
    expect(pollingInterval(chain(60_000))).toBe(4_000)
  })

  it('assumes a 12 s block time when none is given, like viem', () => {
    expect(pollingInterval(chain())).toBe(4_000)
  })

  it('polls local chains every 250 ms whatever their block time', () => {
    expect(pollingInterval(localChain(31337, 'http://127.0.0.1:8545'))).toBe(250)
  })
})

describe('toViemChain', () => {
  it('carries the RPC URL, currency, block time and explorer', () => {
    const viemChain = toViemChain(defaultChains()[0] ?? localChain(1, 'http://x'))
    expect(viemChain.id).toBe(1)
    expect(viemChain.rpcUrls.default.http).toEqual(['https://ethereum-rpc.publicnode.com'])
    expect(viemChain.blockExplorers?.default.url).toBe('https://etherscan.io')
    expect(viemChain.blockTime).toBe(12_000)
    expect(viemChain.nativeCurrency.symbol).toBe('ETH')
  })

  it('leaves out the explorer when there is none and defaults the currency to ETH', () => {
    const viemChain = toViemChain({ id: 7, name: 'Seven', rpcUrl: 'http://127.0.0.1:1' })
    expect(viemChain.blockExplorers).toBeUndefined()
    expect(viemChain.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(viemChain.blockTime).toBeUndefined()
  })
})

describe('parseChainList', () => {
  it('keeps well-formed entries with their optional fields', () => {
    const entry = {
      id: 31337,
      name: 'Anvil',
      rpcUrl: 'http://127.0.0.1:8545',
      blockTime: 1000,
      local: true,
      explorerUrl: 'https://explorer.test',
      nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 6 },
    }
    expect(parseChainList([entry])).toEqual([entry])
  })

  it('drops malformed entries and keeps the rest', () => {
    const parsed = parseChainList([
      null,
      'x',
      { id: 0, rpcUrl: 'http://a.test' },
      { id: -1, rpcUrl: 'http://a.test' },
      { id: 1.5, rpcUrl: 'http://a.test' },
      { id: 2 ** 53, rpcUrl: 'http://a.test' },
      { id: '5', rpcUrl: 'http://a.test' },
      { id: 5, rpcUrl: 'javascript:alert(1)' },
      { id: 5, rpcUrl: 'ws://a.test' },
      { id: 5, rpcUrl: 'not a url' },
      { id: 5 },
      { id: 6, rpcUrl: 'https://ok.test' },
    ])
    expect(parsed).toEqual([{ id: 6, name: 'Chain 6', rpcUrl: 'https://ok.test' }])
  })

  it('ignores bad optional fields instead of dropping the chain', () => {
    const [chain] = parseChainList([
      {
        id: 9,
        name: '',
        rpcUrl: 'https://nine.test',
        blockTime: -5,
        local: 'yes',
        explorerUrl: 'javascript:void(0)',
        nativeCurrency: { name: 'N', symbol: 'N', decimals: 1.5 },
      },
    ])
    expect(chain).toEqual({ id: 9, name: 'Chain 9', rpcUrl: 'https://nine.test' })
  })

  it('keeps the first of two entries with the same id', () => {
    const parsed = parseChainList([
      { id: 3, name: 'first', rpcUrl: 'https://a.test' },
      { id: 3, name: 'second', rpcUrl: 'https://b.test' },
    ])
    expect(parsed.map((c) => c.name)).toEqual(['first'])
  })

  it('returns an empty list for anything that is not an array', () => {
    expect(parseChainList({ id: 1 })).toEqual([])
    expect(parseChainList(undefined)).toEqual([])
  })
})
