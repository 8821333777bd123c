import { describe, expect, it } from 'vitest'
import { createExplorerClient } from './client.js'
import { InvalidParameterError } from './errors.js'
import {
  isLocalHost,
  type Network,
  networkPrefix,
  networks,
  resolveEndpoint,
  resolveNetwork,
} from './networks.js'

function thrown(call: () => unknown): InvalidParameterError {
  try {
    call()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParameterError)
    return error as InvalidParameterError
  }
  throw new Error('expected an InvalidParameterError')
}

describe('bases of every network', () => {
  const prefixes: [Network, string][] = [
    ['main', ''],
    ['testnet', '/testnet'],
    ['testnet4', '/testnet4'],
    ['signet', '/signet'],
    ['regtest', '/regtest'],
    ['liquid', '/liquid'],
    ['liquidtestnet', '/liquidtestnet'],
  ]

  it('covers the seven networks of the service', () => {
    expect(prefixes.map(([network]) => network).sort()).toEqual([...networks].sort())
  })

  it.each(prefixes)('%s lives under "%s"', (network, prefix) => {
    expect(networkPrefix(network)).toBe(prefix)
    const client = createExplorerClient({ host: 'mempool.space', network })
    expect(client.network).toBe(network)
    expect(client.chain).toBe(network.startsWith('liquid') ? 'liquid' : 'bitcoin')
    expect(client.baseUrl).toBe(`https://mempool.space${prefix}/api/`)
    expect(client.wsUrl).toBe(`wss://mempool.space${prefix}/api/v1/ws`)
  })

  it('defaults to mainnet on mempool.space over https', () => {
    const client = createExplorerClient()
    expect([client.network, client.host, client.protocol]).toEqual([
      'main',
      'mempool.space',
      'https',
    ])
    expect(client.baseUrl).toBe('https://mempool.space/api/')
  })

  it('a Liquid client names its networks the way the liquid build does', () => {
    const cases: [Network | undefined, Network][] = [
      [undefined, 'liquid'],
      ['main', 'liquid'],
      ['liquid', 'liquid'],
      ['testnet', 'liquidtestnet'],
      ['liquidtestnet', 'liquidtestnet'],
    ]
    for (const [network, expected] of cases) {
      expect(resolveNetwork(network, 'liquid')).toBe(expected)
    }
    const client = createExplorerClient({
      host: 'liquid.network',
      chain: 'liquid',
      network: 'testnet',
    })
    expect(client.network).toBe('liquidtestnet')
    expect(client.baseUrl).toBe('https://liquid.network/liquidtestnet/api/')
    expect(client.wsUrl).toBe('wss://liquid.network/liquidtestnet/api/v1/ws')
  })

  it('a Bitcoin chain keeps Bitcoin networks', () => {
    expect(resolveNetwork('signet', 'bitcoin')).toBe('signet')
    expect(resolveNetwork(undefined, 'bitcoin')).toBe('main')
  })
})

describe('protocol by host', () => {
  const local = [
    'localhost',
    'LOCALHOST:8999',
    'mempool.localhost',
    'umbrel.local:3006',
    '127.0.0.1',
    '127.9.9.9:8080',
    '[::1]:8999',
    '::1',
    '10.0.0.1',
    '10.255.255.255:3006',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20:4080',
  ]
  const publicHosts = [
    'mempool.space',
    'blockstream.info:443',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '11.0.0.1',
    '8.8.8.8',
    '128.0.0.1',
    'localhost.example.com',
    'local',
    '[2001:db8::1]:8999',
  ]

  it.each(local)('%s is local: http and ws', (host) => {
    expect(isLocalHost(host)).toBe(true)
    const endpoint = resolveEndpoint(host, 'main')
    expect(endpoint.protocol).toBe('http')
    expect(endpoint.baseUrl).toMatch(/^http:\/\/[^/]+\/api\/$/)
    expect(endpoint.wsUrl).toMatch(/^ws:\/\/[^/]+\/api\/v1\/ws$/)
  })

  it.each(publicHosts)('%s is public: https and wss', (host) => {
    expect(isLocalHost(host)).toBe(false)
    const endpoint = resolveEndpoint(host, 'signet')
    expect(endpoint.protocol).toBe('https')
    expect(endpoint.wsUrl.startsWith('wss://')).toBe(true)
  })

  it('keeps ports and brackets IPv6 addresses in URLs', () => {
    expect(resolveEndpoint('mempool.space:65535', 'main').baseUrl).toBe(
      'https://mempool.space:65535/api/',
    )
    expect(resolveEndpoint('umbrel.local:3006', 'main').baseUrl).toBe(
      'http://umbrel.local:3006/api/',
    )
    expect(resolveEndpoint('[::1]:8999', 'testnet').baseUrl).toBe('http://[::1]:8999/testnet/api/')
    const bare = resolveEndpoint('::1', 'regtest')
    expect(bare.host).toBe('[::1]')
    expect(bare.wsUrl).toBe('ws://[::1]/regtest/api/v1/ws')
  })

  it('an explicit protocol wins over the host, and over the scheme of a URL', () => {
    expect(resolveEndpoint('localhost:8999', 'main', 'https').baseUrl).toBe(
      'https://localhost:8999/api/',
    )
    expect(resolveEndpoint('mempool.space', 'main', 'http').wsUrl).toBe(
      'ws://mempool.space/api/v1/ws',
    )
    expect(resolveEndpoint('https://192.168.1.2:4080/', 'main').baseUrl).toBe(
      'https://192.168.1.2:4080/api/',
    )
    expect(resolveEndpoint('https://mempool.space', 'main', 'http').protocol).toBe('http')
  })
})

describe('errors name the valid choices', () => {
  it('unknown networks list every network', () => {
    const error = thrown(() => resolveNetwork('mainnet'))
    expect(error.parameter).toBe('network')
    expect(error.message).toBe(
      'Invalid network "mainnet": expected one of main, testnet, testnet4, signet, regtest, liquid, liquidtestnet.',
    )
    expect(thrown(() => resolveNetwork(3)).value).toBe(3)
  })

  it('unknown chains and mismatched chain and network are refused', () => {
    const chain = thrown(() => resolveNetwork('main', 'ethereum'))
    expect(chain.parameter).toBe('chain')
    expect(chain.message).toContain('one of bitcoin, liquid')
    expect(thrown(() => resolveNetwork('signet', 'liquid')).message).toContain(
      'for Liquid one of main, testnet, liquid, liquidtestnet',
    )
    expect(thrown(() => resolveNetwork('liquid', 'bitcoin')).message).toContain(
      'for Bitcoin one of main, testnet, testnet4, signet, regtest',
    )
  })

  it('unknown protocols are refused, given or from a URL', () => {
    const given = thrown(() => resolveEndpoint('mempool.space', 'main', 'wss'))
    expect([given.parameter, given.value]).toEqual(['protocol', 'wss'])
    expect(given.message).toContain('one of http, https')
    expect(thrown(() => resolveEndpoint('ftp://mempool.space', 'main')).parameter).toBe('protocol')
  })

  it('createExplorerClient checks its options before anything else', () => {
    const network = 'bitcoin' as Network
    expect(thrown(() => createExplorerClient({ network })).parameter).toBe('network')
    expect(thrown(() => createExplorerClient({ host: 'a/b' })).parameter).toBe('host')
  })
})

describe('bad hosts', () => {
  it.each([
    '',
    '   ',
    'mempool.space/api',
    'mempool.space/testnet',
    'https://mempool.space/api/',
    'mempool.space?x=1',
    'mempool space',
    'mempool.space:99999999',
    'mempool.space:70000',
    'mempool.space:0',
    '[::1]:65536',
    // What the URL parser lets through but no host has: a wildcard would widen a page's CSP.
    '*',
    '*.mempool.space',
    'mempool!.space',
    `${'a'.repeat(250)}.com`,
    'not a host!!',
  ])('refuses %j with a clear message', (host) => {
    const error = thrown(() => resolveEndpoint(host, 'main'))
    expect(error.parameter).toBe('host')
    expect(error.message).toMatch(/expected a hostname with an optional port/)
  })

  it('takes international names (as punycode), Docker service names and IP addresses', () => {
    for (const host of ['bücher.example', 'mempool_web_1:8080', '10.0.0.2', '[fe80::1]:3006']) {
      expect(() => resolveEndpoint(host, 'main'), host).not.toThrow()
    }
  })

  it('refuses non-strings', () => {
    expect(thrown(() => resolveEndpoint(undefined, 'main')).message).toContain('e.g. mempool.space')
    expect(thrown(() => resolveEndpoint(8999, 'main')).value).toBe(8999)
  })

  it.each([
    'user:hunter2@mempool.space',
    'https://user:hunter2@mempool.space',
    'http://hunter2@localhost:8999',
  ])('refuses credentials in %j without repeating them', (host) => {
    const error = thrown(() => resolveEndpoint(host, 'main'))
    expect(error.parameter).toBe('host')
    expect(error.message).toContain('credentials')
    expect(error.message).not.toContain('hunter2')
    expect(String(error.value)).not.toContain('hunter2')
    expect(String(error.value)).toMatch(/\*\*\*@/)
  })
})
