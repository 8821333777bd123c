import { describe, expect, it } from 'vitest'
import { serializeQuery } from './query.js'

describe('serializeQuery', () => {
  it('writes nested objects as brackets at any depth', () => {
    expect(serializeQuery({ a: { b: { c: { d: 1 } } }, e: 'x' })).toBe('a[b][c][d]=1&e=x')
  })

  it('repeats the key for arrays, also inside objects', () => {
    expect(serializeQuery({ k: [1, 2], o: { arr: ['x', 'y'] } })).toBe('k=1&k=2&o[arr]=x&o[arr]=y')
  })

  it('indexes objects inside arrays so their fields stay together', () => {
    expect(serializeQuery({ steps: [{ to: 'a', n: 1 }, { to: 'b' }] })).toBe(
      'steps[0][to]=a&steps[0][n]=1&steps[1][to]=b',
    )
  })

  it('leaves out undefined, null, empty arrays and empty objects', () => {
    expect(serializeQuery({ a: undefined, b: null, c: [], d: {}, e: { f: undefined }, g: 0 })).toBe(
      'g=0',
    )
  })

  it('writes numbers, booleans, bigints and dates as text', () => {
    expect(
      serializeQuery({
        n: 1.5,
        t: true,
        f: false,
        big: 10n ** 20n,
        at: new Date(Date.UTC(2024, 0, 2)),
      }),
    ).toBe('n=1.5&t=true&f=false&big=100000000000000000000&at=2024-01-02T00%3A00%3A00.000Z')
  })

  it('encodes names and values but not the brackets', () => {
    expect(serializeQuery({ 'a b': { 'c&d': 'x=y&z #/?' } })).toBe(
      'a%20b[c%26d]=x%3Dy%26z%20%23%2F%3F',
    )
  })

  it('refuses values that have no text form', () => {
    expect(() => serializeQuery({ a: { b: () => 1 } })).toThrow(
      'Query parameter a[b] cannot be a function.',
    )
  })
})
