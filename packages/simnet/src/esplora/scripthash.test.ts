import { describe, expect, it } from 'vitest'
import { addressOfScripthash, scripthashOf } from './scripthash.js'

const scriptOf = (address: string) => new TextEncoder().encode(address)
const hashOf = (address: string) => scripthashOf(scriptOf(address))

describe('addressOfScripthash', () => {
  it('finds addresses added after the index was built, and forgets removed ones', () => {
    const history = new Map<string, unknown>([['a', 1]])
    expect(addressOfScripthash(history, scriptOf, hashOf('a'))).toBe('a')
    history.set('b', 1)
    expect(addressOfScripthash(history, scriptOf, hashOf('b'))).toBe('b')
    expect(addressOfScripthash(history, scriptOf, hashOf('a'))).toBe('a')
    history.delete('b')
    expect(addressOfScripthash(history, scriptOf, hashOf('b'))).toBeUndefined()
    expect(addressOfScripthash(history, scriptOf, hashOf('zz'))).toBeUndefined()
  })
})
