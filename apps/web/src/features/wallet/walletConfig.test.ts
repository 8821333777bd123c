import { localChain } from '@outpoint/wallet'
import { describe, expect, it } from 'vitest'
import { walletChains, walletConfigFor } from './walletConfig'

describe('walletChains', () => {
  it('offers Ethereum and Sepolia, then the served chains', () => {
    const chains = walletChains([localChain(31337, 'http://127.0.0.1:8545')])
    expect(chains.map((chain) => chain.id)).toEqual([1, 11155111, 31337])
  })

  it('lets a served chain replace the default with the same id', () => {
    const own = { id: 1, name: 'Ethereum (own node)', rpcUrl: 'https://rpc.example.test' }
    const chains = walletChains([own])
    expect(chains.map((chain) => chain.id)).toEqual([1, 11155111])
    expect(chains[0]).toBe(own)
  })
})

describe('walletConfigFor', () => {
  it('reuses the config while the chain list is the same', () => {
    const served = [localChain(31337, 'http://127.0.0.1:8545')]
    const first = walletConfigFor(served)
    expect(walletConfigFor([localChain(31337, 'http://127.0.0.1:8545')])).toBe(first)
    expect(first.chains.map((chain) => chain.id)).toEqual([1, 11155111, 31337])
    expect(walletConfigFor([])).not.toBe(first)
  })
})
