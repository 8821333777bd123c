import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../test/http-server.js'
import { getChains } from './actions/get-chains.js'
import { getTransferHistory } from './actions/get-transfer-history.js'
import { createPlatformClient, createSwapClient } from './client.js'
import { InvalidEnvironmentError } from './errors.js'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

describe('createSwapClient', () => {
  it.each([
    [undefined, 'production', 'https://swap.prod.swing.xyz'],
    ['production', 'production', 'https://swap.prod.swing.xyz'],
    ['development', 'development', 'https://swap.dev.swing.xyz'],
    ['dev', 'development', 'https://swap.dev.swing.xyz'],
    ['testnet', 'testnet', 'https://swap-testnet.dev.swing.xyz'],
  ] as const)('environment %s is %s at %s', (name, environment, baseUrl) => {
    const client = createSwapClient({ environment: name })
    expect(client.environment).toBe(environment)
    expect(client.baseUrl).toBe(baseUrl)
  })

  it.each([
    ['production', 'production'],
    ['dev', 'development'],
    ['testnet', 'testnet'],
  ] as const)('sends %s as x-swing-environment: %s to a baseUrl override', async (name, header) => {
    const client = createSwapClient({ environment: name, baseUrl: `${server.url}/swing/` })
    expect(client.baseUrl).toBe(`${server.url}/swing`)
    await getTransferHistory(client)
    expect(server.last().path).toBe('/swing/v0/transfer/history')
    expect(server.last().headers['x-swing-environment']).toBe(header)
  })

  it('keeps the environment header over any caller header of that name', async () => {
    const client = createSwapClient({
      environment: 'testnet',
      baseUrl: server.url,
      headers: { 'X-Swing-Environment': 'production', 'x-partner': 'outpoint' },
    })
    await client.GET('/v0/transfer/history', { headers: { 'x-swing-environment': 'development' } })
    expect(server.last().headers['x-swing-environment']).toBe('testnet')
    expect(server.last().headers['x-partner']).toBe('outpoint')
  })

  it('checks the environment even with a baseUrl override, and names the valid options', () => {
    expect(() =>
      createSwapClient({ environment: 'staging' as 'dev', baseUrl: server.url }),
    ).toThrowError(
      new InvalidEnvironmentError('staging', ['production', 'development (alias dev)', 'testnet']),
    )
    expect(() => createSwapClient({ environment: 'toString' as 'dev' })).toThrow(
      /^Invalid environment: "toString"\. Valid options are production, development \(alias dev\), testnet\.$/,
    )
  })
})

describe('createPlatformClient', () => {
  it('defaults to production at platform.swing.xyz under /api/v1', () => {
    const client = createPlatformClient()
    expect(client.environment).toBe('production')
    expect(client.baseUrl).toBe('https://platform.swing.xyz/api/v1')
  })

  it.each(['', '/', '/api/v1', '/api/v1/'])(
    'calls {baseUrl}%s under /api/v1 once, with the environment header',
    async (suffix) => {
      const client = createPlatformClient({ baseUrl: server.url + suffix, environment: 'dev' })
      await getChains(client)
      expect(server.last().target).toBe('/api/v1/chains')
      expect(server.last().headers['x-swing-environment']).toBe('development')
    },
  )

  it('keeps the other path segments of a self-hosted baseUrl', async () => {
    const client = createPlatformClient({ baseUrl: `${server.url}/swing/api/v1` })
    await getChains(client)
    expect(server.last().target).toBe('/swing/api/v1/chains')
    expect(server.last().headers['x-swing-environment']).toBe('production')
  })

  it('refuses an unknown environment like the swap client', () => {
    expect(() => createPlatformClient({ environment: 'mainnet' as 'dev' })).toThrow(
      'Invalid environment: "mainnet". Valid options are production, development (alias dev), testnet.',
    )
  })
})
