import { InvalidParameterError } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { isApiPath, isSocketPath, resolveUpstream } from './upstream.js'

describe('resolveUpstream', () => {
  it('reaches public hosts over https and local ones over http, like the explorer client', () => {
    expect(resolveUpstream('mempool.space')).toEqual({
      origin: 'https://mempool.space',
      protocol: 'https',
      hostname: 'mempool.space',
      port: 443,
      host: 'mempool.space',
    })
    expect(resolveUpstream('umbrel.local:3006')).toMatchObject({
      origin: 'http://umbrel.local:3006',
      hostname: 'umbrel.local',
      port: 3006,
      host: 'umbrel.local:3006',
    })
    expect(resolveUpstream('127.0.0.1:8999').origin).toBe('http://127.0.0.1:8999')
  })

  it('lets an explicit protocol win', () => {
    expect(resolveUpstream('http://10.0.0.2:8080')).toMatchObject({
      origin: 'http://10.0.0.2:8080',
      port: 8080,
    })
    expect(resolveUpstream('https://192.168.1.5/')).toMatchObject({
      origin: 'https://192.168.1.5',
      port: 443,
    })
    expect(resolveUpstream('http://mempool.example').protocol).toBe('http')
  })

  it('connects to IPv6 hosts without the brackets the Host header keeps', () => {
    expect(resolveUpstream('[::1]:8999')).toMatchObject({
      hostname: '::1',
      host: '[::1]:8999',
      protocol: 'http',
    })
  })

  it('rejects what is not a host', () => {
    expect(() => resolveUpstream('mempool.space/api')).toThrow(InvalidParameterError)
    expect(() => resolveUpstream('user:pw@mempool.space')).toThrow(InvalidParameterError)
  })
})

describe('paths', () => {
  it('forwards /api and every network prefix of it', () => {
    for (const path of [
      '/api/blocks/tip/height',
      '/testnet/api/blocks',
      '/testnet4/api/v1/fees/recommended',
      '/regtest/api/mempool',
      '/liquid/api/assets/registry',
      '/liquidtestnet/api/blocks',
    ]) {
      expect(isApiPath(path), path).toBe(true)
    }
  })

  it('leaves app routes and look-alikes to the static site', () => {
    for (const path of [
      '/',
      // The app's own page (a redirect to the API docs), as on mempool.space.
      '/api',
      '/api/',
      '/signet/api/',
      '/apis',
      '/testnet',
      '/testnet/block/1',
      '/main/api/blocks',
      '/mainnet/api/blocks',
      '/testnet5/api/blocks',
      '/assets/index-abc.js',
      '/x/api/blocks',
    ]) {
      expect(isApiPath(path), path).toBe(false)
    }
  })

  it('knows the socket paths', () => {
    expect(isSocketPath('/api/v1/ws')).toBe(true)
    expect(isSocketPath('/signet/api/v1/ws')).toBe(true)
    expect(isSocketPath('/liquid/api/v1/ws')).toBe(true)
    expect(isSocketPath('/api/v1/ws/')).toBe(false)
    expect(isSocketPath('/api/v1/wsx')).toBe(false)
    expect(isSocketPath('/main/api/v1/ws')).toBe(false)
  })
})
