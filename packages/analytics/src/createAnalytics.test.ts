import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RecordingServer, startRecordingServer } from '../test/recordingServer.js'
import { createAnalytics } from './createAnalytics.js'
import { AnalyticsError } from './errors.js'
import { plausible } from './providers/plausible.js'
import type { EventData } from './types.js'

const page = () => ({ href: 'https://outpoint.example/liquid/', language: 'en', screen: undefined })
const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

let server: RecordingServer
beforeAll(async () => {
  server = await startRecordingServer()
})
afterAll(() => server.close())

describe('createAnalytics', () => {
  it('is off without an adapter: nothing is sent, and call sites are still checked outside production', () => {
    const sent: string[] = []
    const fetchSpy = (async (url: string) => {
      sent.push(url)
      return new Response('{}')
    }) as typeof fetch
    const off = createAnalytics({
      mode: 'development',
      page,
      fetch: fetchSpy,
      sendBeacon: undefined,
    })
    expect(off.enabled).toBe(false)
    off.track('search', { kind: 'txid' })
    expect(sent).toEqual([])
    expect(() => off.track('search', { query: address })).toThrow(AnalyticsError)
  })

  it('sends a Plausible event as a text/plain beacon when the browser has one', async () => {
    const beacons: { url: string; type: string; body: string }[] = []
    const analytics = createAnalytics({
      adapter: plausible({ endpoint: server.url, domain: 'd' }),
      page,
      fetch: undefined,
      sendBeacon: (url, blob) => {
        void blob.text().then((body) => beacons.push({ url, type: blob.type, body }))
        return true
      },
    })
    expect(analytics.enabled).toBe(true)
    analytics.track('search', { kind: 'address' })
    await expect.poll(() => beacons.length).toBe(1)
    expect(beacons[0]?.url).toBe(`${server.url}/api/event`)
    expect(beacons[0]?.type).toBe('text/plain')
    expect(JSON.parse(beacons[0]?.body ?? '')).toMatchObject({
      name: 'search',
      props: { kind: 'address' },
    })
  })

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    createAnalytics({
      adapter: plausible({ endpoint: server.url, domain: 'd' }),
      page,
      sendBeacon: () => false,
    }).track('search', { kind: 'height' })
    expect(JSON.parse((await server.next()).body)).toMatchObject({ props: { kind: 'height' } })
  })

  it('in production strips what breaks the rules, sends the rest, and never throws', async () => {
    const analytics = createAnalytics({
      adapter: plausible({ endpoint: server.url, domain: 'd' }),
      mode: 'production',
      page,
      sendBeacon: undefined,
    })
    const bad = {
      kind: 'address',
      query: address,
      amount: 5,
      nested: { a: 1 },
    } as unknown as EventData
    expect(() => analytics.track('search', bad)).not.toThrow()
    const body = (await server.next()).body
    expect(JSON.parse(body).props).toEqual({ kind: 'address' })
    expect(body).not.toContain(address)
  })

  it('in development throws on nested data before anything is sent', () => {
    const analytics = createAnalytics({
      adapter: plausible({ endpoint: server.url, domain: 'd' }),
      mode: 'development',
      page,
      fetch: () => {
        throw new Error('must not send')
      },
      sendBeacon: undefined,
    })
    const nested = { where: { network: 'main' } } as unknown as EventData
    expect(() => analytics.track('search', nested)).toThrow(/"where" is not flat/)
  })

  it('keeps failures of the page lookup or the transport away from the caller', () => {
    const errors: unknown[] = []
    const analytics = createAnalytics({
      adapter: plausible({ endpoint: server.url, domain: 'd' }),
      mode: 'development',
      page: () => {
        throw new Error('no page')
      },
      onError: (error) => errors.push(error),
    })
    expect(() => analytics.track('search', { kind: 'txid' })).not.toThrow()
    const noTransport = createAnalytics({
      adapter: plausible({ endpoint: server.url, domain: 'd' }),
      page,
      fetch: undefined,
      sendBeacon: undefined,
      onError: (error) => errors.push(error),
    })
    expect(() => noTransport.track('search')).not.toThrow()
    expect(errors.map(String)).toEqual([
      'Error: no page',
      'Error: No fetch or sendBeacon to send analytics with',
    ])
  })

  it('redacts a url given in the options like the current page', async () => {
    createAnalytics({
      adapter: plausible({ endpoint: server.url, domain: 'd' }),
      page,
      sendBeacon: undefined,
    }).track('search', {}, { url: `https://outpoint.example/address/${address}?x=1` })
    expect(JSON.parse((await server.next()).body).url).toBe('https://outpoint.example/address/:id')
  })
})
