import { describe, expect, it } from 'vitest'
import { explorerClientFor } from './client'
import { resolveDataHost } from './dataHost'

const page = { host: '127.0.0.1:5173', protocol: 'http:' }

describe('resolveDataHost', () => {
  it('uses the page origin when the server config says so (empty host)', () => {
    expect(resolveDataHost('', '', page)).toEqual({
      host: '127.0.0.1:5173',
      protocol: 'http',
      sameOrigin: true,
    })
  })

  it('prefers the settings host, then the config host, then the public service', () => {
    expect(resolveDataHost(' umbrel.local:3006 ', '', page).host).toBe('umbrel.local:3006')
    expect(resolveDataHost('', 'mempool.space', page)).toEqual({
      host: 'mempool.space',
      sameOrigin: false,
    })
    expect(resolveDataHost('', undefined, page).host).toBe('mempool.space')
  })

  it('builds clients whose URLs follow the host and network', () => {
    const same = explorerClientFor('testnet', resolveDataHost('', '', page))
    expect(same.baseUrl).toBe('http://127.0.0.1:5173/testnet/api/')
    expect(same.wsUrl).toBe('ws://127.0.0.1:5173/testnet/api/v1/ws')
    const secure = explorerClientFor(
      'liquid',
      resolveDataHost('', '', { host: 'x.org', protocol: 'https:' }),
    )
    expect(secure.wsUrl).toBe('wss://x.org/liquid/api/v1/ws')
  })
})
