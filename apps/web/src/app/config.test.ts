import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const answer =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status })

describe('loadConfig', () => {
  it('reads the api host the server names', async () => {
    expect(await loadConfig(answer('{"apiHost":" mempool.space "}'))).toEqual({
      apiHost: 'mempool.space',
    })
    expect(await loadConfig(answer('{"apiHost":""}'))).toEqual({ apiHost: '' })
  })

  it('reads the EVM chains the server offers, dropping malformed ones', async () => {
    const body = JSON.stringify({
      apiHost: '',
      evmChains: [
        { id: 31337, name: 'Local chain 31337', rpcUrl: 'http://127.0.0.1:8545', local: true },
        { id: 'x', rpcUrl: 'http://127.0.0.1:8546' },
        { id: 31338, rpcUrl: 'javascript:alert(1)' },
      ],
    })
    const config = await loadConfig(answer(body))
    expect(config.apiHost).toBe('')
    expect(config.evmChains?.map((chain) => [chain.id, chain.rpcUrl, chain.local])).toEqual([
      [31337, 'http://127.0.0.1:8545', true],
    ])
  })

  it('leaves the EVM chains out when none is usable', async () => {
    expect(await loadConfig(answer('{"apiHost":"","evmChains":"nope"}'))).toEqual({ apiHost: '' })
  })

  it('reads the analytics provider the server names', async () => {
    const analytics = { provider: 'umami', endpoint: 'https://umami.example.org', site: 'site-id' }
    expect(await loadConfig(answer(JSON.stringify({ apiHost: '', analytics })))).toEqual({
      apiHost: '',
      analytics: { provider: 'umami', endpoint: 'https://umami.example.org/', site: 'site-id' },
    })
  })

  it('leaves analytics off when the field is absent or malformed, keeping the rest', async () => {
    for (const analytics of [
      undefined,
      'plausible',
      { provider: 'ga', endpoint: 'https://x.example', site: 's' },
      { provider: 'plausible', endpoint: 'javascript:alert(1)', site: 's' },
      { provider: 'plausible', endpoint: 'https://x.example' },
    ]) {
      const config = await loadConfig(answer(JSON.stringify({ apiHost: 'h', analytics })))
      expect(config).toEqual({ apiHost: 'h' })
    }
  })

  it('reads the swap service address, refusing what is not an http(s) URL or a same-origin path', async () => {
    const read = async (swapApi: unknown) =>
      (await loadConfig(answer(JSON.stringify({ apiHost: '', swapApi })))).swapApi
    expect(await read(' http://127.0.0.1:41234/ ')).toBe('http://127.0.0.1:41234')
    expect(await read('https://swap.example.org/base')).toBe('https://swap.example.org/base')
    expect(await read('/swap-api/')).toBe('/swap-api')
    for (const bad of [
      undefined,
      5,
      '',
      '/',
      '//evil.example',
      'javascript:alert(1)',
      'ftp://x.example',
      'https://user:pw@x.example',
      'not a url',
    ]) {
      expect(await read(bad)).toBeUndefined()
    }
  })

  it('means "no config" when it is missing, malformed or unreachable', async () => {
    expect(await loadConfig(answer('nope', 404))).toEqual({ apiHost: undefined })
    expect(await loadConfig(answer('{oops'))).toEqual({ apiHost: undefined })
    expect(await loadConfig(answer('{"apiHost":5}'))).toEqual({ apiHost: undefined })
    expect(await loadConfig(answer('null'))).toEqual({ apiHost: undefined })
    const refused = async (): Promise<Response> => {
      throw new TypeError('fetch failed')
    }
    expect(await loadConfig(refused)).toEqual({ apiHost: undefined })
  })
})
