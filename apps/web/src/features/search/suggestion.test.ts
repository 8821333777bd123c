import { describe, expect, it } from 'vitest'
import { isNameSearch, shapeSuggestions } from './suggestion'

const hash = 'ab'.repeat(32)

describe('shapeSuggestions', () => {
  it('names what the text is by its shape, with the page it opens when that is known', () => {
    expect(shapeSuggestions(' 12345 ', 'signet')).toEqual([
      { key: 'shape', kind: 'Block', label: '12,345', path: '/signet/block/12345' },
    ])
    expect(shapeSuggestions(hash, 'main')).toEqual([
      { key: 'shape', kind: 'Transaction or block', label: 'ababababab…ababababab' },
    ])
    expect(shapeSuggestions(hash, 'liquid')[0]?.kind).toBe('Asset, block or transaction')
    expect(shapeSuggestions(`${hash}:1`, 'main')[0]).toMatchObject({
      kind: 'Transaction output',
      path: `/tx/${hash}:1`,
    })
    expect(shapeSuggestions('1x2x3', 'testnet')[0]).toMatchObject({
      kind: 'Lightning channel',
      label: '1x2x3',
      path: '/testnet/lightning/channel/1x2x3',
    })
    expect(shapeSuggestions(`02${hash}`, 'main')[0]).toMatchObject({
      kind: 'Lightning node or public key',
    })
  })

  it('offers an address on its own network, and on the others it belongs to', () => {
    const regtest = 'bcrt1qkvwu9g3k2pdxewfqr7syz89r3gj557l374sg5v'
    expect(shapeSuggestions(regtest, 'regtest')[0]).toMatchObject({
      kind: 'Address',
      path: `/regtest/address/${regtest}`,
    })
    expect(shapeSuggestions(regtest, 'main')).toEqual([
      {
        key: 'shape-regtest',
        kind: 'Address on Regtest',
        label: 'bcrt1qkvwu…57l374sg5v',
        path: `/regtest/address/${regtest}`,
      },
    ])
  })

  it('offers nothing for text of no shape', () => {
    expect(shapeSuggestions('zebra', 'main')).toEqual([])
    expect(shapeSuggestions('', 'main')).toEqual([])
  })
})

describe('isNameSearch', () => {
  it('is text that could be part of a name: not a chain thing, 2 to 64 characters', () => {
    expect(isNameSearch('ze', 'main')).toBe(true)
    expect(isNameSearch('Foundry USA', 'regtest')).toBe(true)
    expect(isNameSearch('L-BTC', 'liquid')).toBe(true)
    expect(isNameSearch('z', 'main')).toBe(false)
    expect(isNameSearch('12', 'main')).toBe(false)
    expect(isNameSearch(hash, 'main')).toBe(false)
    expect(isNameSearch('1x2x3', 'main')).toBe(false)
    expect(isNameSearch('x'.repeat(65), 'main')).toBe(false)
  })
})
