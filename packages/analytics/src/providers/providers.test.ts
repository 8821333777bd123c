import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RecordingServer, startRecordingServer } from '../../test/recordingServer.js'
import { createAnalytics } from '../createAnalytics.js'
import { plausible } from './plausible.js'
import { umami } from './umami.js'

const txid = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'
const page = () => ({
  href: `https://outpoint.example/testnet/tx/${txid}?tab=inputs#vout-1`,
  language: 'en-GB',
  screen: '1920x1080',
})

let server: RecordingServer
beforeAll(async () => {
  server = await startRecordingServer()
})
afterAll(() => server.close())

describe('Plausible adapter, against a local HTTP server', () => {
  it('posts name, redacted url, domain and props to /api/event', async () => {
    const errors: unknown[] = []
    const analytics = createAnalytics({
      adapter: plausible({ endpoint: server.url, domain: 'outpoint.example' }),
      page,
      sendBeacon: undefined,
      onError: (error) => errors.push(error),
    })
    analytics.track('network switch', { from: 'main', to: 'liquid', n: 2, ok: true })
    const request = await server.next()
    expect([request.method, request.path]).toEqual(['POST', '/api/event'])
    expect(request.headers['content-type']).toBe('text/plain')
    expect(JSON.parse(request.body)).toEqual({
      name: 'network switch',
      url: 'https://outpoint.example/testnet/tx/:id',
      domain: 'outpoint.example',
      props: { from: 'main', to: 'liquid', n: 2, ok: true },
    })
    expect(request.body).not.toContain(txid)
    expect(errors).toEqual([])
  })

  it('leaves props out when the event has none', async () => {
    createAnalytics({
      adapter: plausible({ endpoint: `${server.url}/`, domain: 'd' }),
      page,
      sendBeacon: undefined,
    }).track('search')
    expect(JSON.parse((await server.next()).body)).not.toHaveProperty('props')
  })
})

describe('Umami adapter, against a local HTTP server', () => {
  it('posts a type "event" payload to /api/send as JSON', async () => {
    const analytics = createAnalytics({
      adapter: umami({ endpoint: `${server.url}/stats`, website: 'site-id' }),
      page,
      // A beacon is never used for Umami: its JSON body would need a CORS preflight.
      sendBeacon: () => {
        throw new Error('beacon used')
      },
    })
    analytics.track('wallet connect', { connector: 'MetaMask' })
    const request = await server.next()
    expect([request.method, request.path]).toEqual(['POST', '/stats/api/send'])
    expect(request.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request.body)).toEqual({
      type: 'event',
      payload: {
        website: 'site-id',
        url: '/testnet/tx/:id',
        name: 'wallet connect',
        data: { connector: 'MetaMask' },
        hostname: 'outpoint.example',
        language: 'en-GB',
        screen: '1920x1080',
      },
    })
  })
})

describe('failures', () => {
  it('reports an error answer to onError and never throws', async () => {
    server.answer(500)
    const errors: unknown[] = []
    const reported = new Promise<void>((resolve) => {
      createAnalytics({
        adapter: umami({ endpoint: server.url, website: 'w' }),
        page,
        onError: (error) => {
          errors.push(error)
          resolve()
        },
      }).track('search', { kind: 'block' })
    })
    await server.next()
    await reported
    expect(String(errors[0])).toContain('500')
    server.answer(202)
  })

  it('reports an unreachable endpoint to onError and never throws', async () => {
    const closed = await startRecordingServer()
    await closed.close()
    const error = await new Promise<unknown>((resolve) => {
      const analytics = createAnalytics({
        adapter: plausible({ endpoint: closed.url, domain: 'd' }),
        page,
        sendBeacon: undefined,
        onError: resolve,
      })
      expect(() => analytics.track('search', { kind: 'txid' })).not.toThrow()
    })
    expect(error).toBeInstanceOf(Error)
  })
})
