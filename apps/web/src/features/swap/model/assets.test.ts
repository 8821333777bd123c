import type { Chain, Token } from '@outpoint/swap-client'
import { describe, expect, it } from 'vitest'
import { evmTxUrl, readChains, tokensOf } from './assets'

describe('swap assets', () => {
  it('keeps the Bitcoin and EVM chains it can use', () => {
    const chains = [
      { slug: 'bitcoin', name: 'Bitcoin (simnet)', type: 'bitcoin' },
      { slug: 'anvil', name: 'Local', type: 'evm', id: 31337, blockExplorerUrl: 'javascript:x' },
      {
        slug: 'eth',
        name: 'Ethereum',
        type: 'evm',
        id: 1,
        blockExplorerUrl: 'https://etherscan.io/',
      },
      { slug: 'sol', name: 'Solana', type: 'solana' },
      { slug: 'broken', name: 'No id', type: 'evm' },
      null,
    ] as unknown as Chain[]
    expect(readChains(chains)).toEqual([
      { slug: 'bitcoin', name: 'Bitcoin (simnet)', type: 'bitcoin' },
      { slug: 'anvil', name: 'Local', type: 'evm', id: 31337 },
      { slug: 'eth', name: 'Ethereum', type: 'evm', id: 1, explorerUrl: 'https://etherscan.io' },
    ])
  })

  it('lists a chain’s readable tokens', () => {
    const tokens = [
      { symbol: 'BTC', address: 'btc', decimals: 8, chain: 'bitcoin' },
      { symbol: 'ETH', address: '0x0', decimals: 18, chain: 'anvil' },
      { symbol: 'BAD', address: 'x', decimals: -1, chain: 'bitcoin' },
    ] as Token[]
    expect(tokensOf(tokens, 'bitcoin')).toEqual([{ symbol: 'BTC', address: 'btc', decimals: 8 }])
  })

  it('links an EVM transaction only with an explorer and a real hash', () => {
    const hash = `0x${'ab'.repeat(32)}`
    expect(evmTxUrl('https://etherscan.io', hash)).toBe(`https://etherscan.io/tx/${hash}`)
    expect(evmTxUrl(undefined, hash)).toBeUndefined()
    expect(evmTxUrl('https://etherscan.io', '"><script>')).toBeUndefined()
  })
})
