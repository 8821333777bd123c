import { describe, expect, it } from 'vitest'
import { adapterFor, parseAnalyticsConfig } from './config.js'

describe('parseAnalyticsConfig', () => {
  it('reads a Plausible or Umami config', () => {
    expect(
      parseAnalyticsConfig({
        provider: 'plausible',
        endpoint: ' https://plausible.example.org ',
        site: ' outpoint.example ',
      }),
    ).toEqual({
      provider: 'plausible',
      endpoint: 'https://plausible.example.org/',
      site: 'outpoint.example',
    })
    expect(
      parseAnalyticsConfig({
        provider: 'umami',
        endpoint: 'http://127.0.0.1:3000/stats',
        site: 'a-b',
      }),
    ).toEqual({ provider: 'umami', endpoint: 'http://127.0.0.1:3000/stats', site: 'a-b' })
  })

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'plausible'],
    ['an unknown provider', { provider: 'vercel', endpoint: 'https://x.example', site: 's' }],
    ['no endpoint', { provider: 'umami', site: 's' }],
    ['a relative endpoint', { provider: 'umami', endpoint: '/stats', site: 's' }],
    ['a script endpoint', { provider: 'umami', endpoint: 'javascript:alert(1)', site: 's' }],
    ['credentials', { provider: 'umami', endpoint: 'https://u:p@x.example', site: 's' }],
    ['a query', { provider: 'umami', endpoint: 'https://x.example/?k=1', site: 's' }],
    ['an empty site', { provider: 'plausible', endpoint: 'https://x.example', site: ' ' }],
    [
      'a site that is not a string',
      { provider: 'plausible', endpoint: 'https://x.example', site: 5 },
    ],
  ])('means "off" for %s', (_what, value) => {
    expect(parseAnalyticsConfig(value)).toBeUndefined()
  })
})

describe('adapterFor', () => {
  it('builds the adapter the config names, at the provider path under the endpoint', () => {
    const event = {
      name: 'e',
      data: {},
      url: 'https://o.example/',
      language: undefined,
      screen: undefined,
    }
    const p = adapterFor({ provider: 'plausible', endpoint: 'https://x.example/stats/', site: 'd' })
    expect([p.provider, p.request(event).url]).toEqual([
      'plausible',
      'https://x.example/stats/api/event',
    ])
    const u = adapterFor({ provider: 'umami', endpoint: 'https://y.example', site: 'w' })
    expect([u.provider, u.request(event).url]).toEqual(['umami', 'https://y.example/api/send'])
  })
})
