import { describe, expect, it } from 'vitest'
import { evmChainConfig, parseEvmChainFlag } from './evm-chains.js'

describe('parseEvmChainFlag', () => {
  it('reads <id>=<rpcUrl>', () => {
    expect(parseEvmChainFlag('31337=http://127.0.0.1:8545')).toEqual({
      id: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
    })
    // The URL may hold '=' itself: only the first one separates.
    expect(parseEvmChainFlag('1=https://rpc.example/?key=a=b')).toEqual({
      id: 1,
      rpcUrl: 'https://rpc.example/?key=a=b',
    })
  })

  it('refuses a value without an id', () => {
    for (const value of [
      'http://127.0.0.1:8545',
      '=http://127.0.0.1:8545',
      'abc=http://x',
      '-1=http://x',
    ]) {
      expect(() => parseEvmChainFlag(value), value).toThrow(/<id>=<rpcUrl>/)
    }
  })

  it('refuses a zero id, an id past the safe integers, and a URL that is not http(s)', () => {
    expect(() => parseEvmChainFlag('0=http://127.0.0.1:8545')).toThrow(/positive integer/)
    expect(() => parseEvmChainFlag('9007199254740993=http://x')).toThrow(/positive integer/)
    expect(() => parseEvmChainFlag('31337=')).toThrow(/not a URL/)
    expect(() => parseEvmChainFlag('31337=ws://127.0.0.1:8545')).toThrow(/http or https/)
    expect(() => parseEvmChainFlag('31337=javascript:alert(1)')).toThrow(/http or https/)
  })
})

describe('evmChainConfig', () => {
  it('names each chain after its id', () => {
    expect(
      evmChainConfig([
        { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
        { id: 31338, rpcUrl: 'http://127.0.0.1:8546' },
      ]),
    ).toEqual([
      { id: 31337, name: 'Local chain 31337', rpcUrl: 'http://127.0.0.1:8545', local: true },
      { id: 31338, name: 'Local chain 31338', rpcUrl: 'http://127.0.0.1:8546', local: true },
    ])
  })

  it('refuses the same id twice and a malformed chain', () => {
    expect(() =>
      evmChainConfig([
        { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
        { id: 31337, rpcUrl: 'http://127.0.0.1:8546' },
      ]),
    ).toThrow(/31337 is given twice/)
    expect(() => evmChainConfig([{ id: 1.5, rpcUrl: 'http://x' }])).toThrow(/positive integer/)
  })
})
