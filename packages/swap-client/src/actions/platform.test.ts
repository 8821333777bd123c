import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, startServer, type TestServer } from '../../test/http-server.js'
import { createPlatformClient } from '../client.js'
import type { Chain, Token } from '../wire/index.js'
import { getChains } from './get-chains.js'
import { getTokens } from './get-tokens.js'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

const platform = () => createPlatformClient({ baseUrl: server.url, environment: 'testnet' })

describe('platform calls', () => {
  it('getChains: GET /api/v1/chains with its filters', async () => {
    const chains: Chain[] = [
      { slug: 'bitcoin', name: 'Bitcoin', type: 'bitcoin' },
      { slug: 'ethereum', name: 'Ethereum', type: 'evm', id: 1 },
    ]
    server.answer(json(chains))
    const { data, error } = await getChains(platform(), { type: 'evm', integration: 'thorswap' })
    expect(error).toBeUndefined()
    expect(data).toEqual(chains)
    expect(server.last()).toMatchObject({
      method: 'GET',
      target: '/api/v1/chains?type=evm&integration=thorswap',
      body: '',
    })
    await getChains(platform())
    expect(server.last().target).toBe('/api/v1/chains')
  })

  it('getTokens: GET /api/v1/tokens with its filters', async () => {
    const tokens: Token[] = [{ symbol: 'BTC', address: '0x0', decimals: 8, chain: 'bitcoin' }]
    server.answer(json(tokens))
    const { data } = await getTokens(platform(), {
      chain: 'bitcoin',
      symbol: 'BTC',
      address: '0x0',
    })
    expect(data).toEqual(tokens)
    expect(server.last()).toMatchObject({
      method: 'GET',
      target: '/api/v1/tokens?chain=bitcoin&symbol=BTC&address=0x0',
    })
    expect(server.last().headers['x-swing-environment']).toBe('testnet')
  })

  it('gives the error body of a refused call', async () => {
    server.answer(json({ message: 'Invalid chain type', statusCode: 400 }, 400))
    const result = await getChains(platform(), { type: 'evm' })
    expect(result.data).toBeUndefined()
    expect(result.error).toEqual({ message: 'Invalid chain type', statusCode: 400 })
  })
})
