import { describe, expect, it } from 'vitest'
import { AnalyticsError } from './errors.js'
import { cleanEvent } from './eventData.js'
import type { EventData } from './types.js'

const txid = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'
// Typed data forbids nesting; these stand for JavaScript callers and casts.
const nested = { kind: 'txid', extra: { deep: 1 }, list: [1, 2] } as unknown as EventData

describe('cleanEvent', () => {
  it('keeps flat public data and leaves null and undefined out', () => {
    expect(
      cleanEvent(
        'search',
        { kind: 'txid', ok: true, n: 3, gone: null, none: undefined },
        'production',
      ),
    ).toEqual({ name: 'search', data: { kind: 'txid', ok: true, n: 3 } })
    expect(cleanEvent('search', undefined, 'development')).toEqual({ name: 'search', data: {} })
  })

  it('strips nested objects and arrays in production and still sends the event', () => {
    expect(cleanEvent('search', nested, 'production')).toEqual({
      name: 'search',
      data: { kind: 'txid' },
    })
  })

  it('throws on nested objects and arrays outside production, naming the keys', () => {
    expect(() => cleanEvent('search', nested, 'development')).toThrow(AnalyticsError)
    expect(() => cleanEvent('search', nested, 'development')).toThrow(/"extra" is not flat.*"list"/)
  })

  it('drops private keys and values in production', () => {
    const data = { kind: 'txid', query: txid, amount: 5, toAddress: 'x', to: 'liquid' }
    expect(cleanEvent('search', data, 'production')).toEqual({
      name: 'search',
      data: { kind: 'txid', to: 'liquid' },
    })
  })

  it('throws on private data outside production without repeating the value', () => {
    let error: unknown
    try {
      cleanEvent('search', { query: txid }, 'development')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AnalyticsError)
    expect((error as AnalyticsError).message).toContain('"query" looks like a hash')
    expect((error as AnalyticsError).message).not.toContain(txid)
    expect(() => cleanEvent('x', { amount: 1 }, 'development')).toThrow(/named like private data/)
  })

  it('drops the whole event when its name is empty, too long or private', () => {
    for (const name of ['', ' ', 'x'.repeat(51), `looked up ${txid}`]) {
      expect(cleanEvent(name, { kind: 'a' }, 'production')).toBeUndefined()
      expect(() => cleanEvent(name, { kind: 'a' }, 'development')).toThrow(AnalyticsError)
    }
    expect(() => cleanEvent(`looked up ${txid}`, {}, 'development')).toThrow(/^(?!.*4a5e1e)/s)
  })

  it('rejects numbers JSON cannot carry', () => {
    expect(cleanEvent('e', { n: Number.NaN, m: 1 }, 'production')?.data).toEqual({ m: 1 })
    expect(() => cleanEvent('e', { n: Number.POSITIVE_INFINITY }, 'development')).toThrow(/finite/)
  })
})
