import { describe, expect, it } from 'vitest'
import { classifySearch } from './classify'

const txid = 'a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d'

describe('classifySearch', () => {
  it('sends heights to the block page of the current network', () => {
    expect(classifySearch('0', 'main')).toEqual({ kind: 'go', page: 'block', path: '/block/0' })
    expect(classifySearch(' 840000 ', 'testnet4')).toEqual({
      kind: 'go',
      page: 'block',
      path: '/testnet4/block/840000',
    })
  })

  it('does not take numbers with a leading zero or over 9 digits as heights', () => {
    expect(classifySearch('0123', 'regtest').kind).toBe('invalid')
    expect(classifySearch('1234567890', 'regtest').kind).toBe('invalid')
    // On a Lightning network they may still be a channel id: the service's search is asked.
    expect(classifySearch('1234567890', 'main').kind).toBe('lightning')
  })

  it('leaves a 64-hex string to the service, lowercased', () => {
    expect(classifySearch(txid.toUpperCase(), 'signet')).toEqual({ kind: 'hash', hash: txid })
  })

  it('opens txid:vout as a transaction output', () => {
    expect(classifySearch(`${txid}:1`, 'main')).toEqual({
      kind: 'go',
      page: 'output',
      path: `/tx/${txid}:1`,
    })
    expect(classifySearch(`${txid}:01`, 'testnet4').kind).toBe('invalid')
  })

  it('opens an address of the current network', () => {
    expect(classifySearch('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'main')).toEqual({
      kind: 'go',
      page: 'address',
      path: '/address/1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    })
    expect(classifySearch('ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094', 'liquid')).toEqual({
      kind: 'go',
      page: 'address',
      path: '/liquid/address/ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094',
    })
  })

  it('names the networks an address of another network belongs to', () => {
    const testnet = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
    expect(classifySearch(testnet, 'main')).toEqual({
      kind: 'elsewhere',
      address: testnet,
      networks: ['testnet', 'testnet4', 'signet'],
    })
    expect(classifySearch(testnet, 'signet').kind).toBe('go')
    expect(classifySearch('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'liquid')).toEqual({
      kind: 'elsewhere',
      address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      networks: ['main'],
    })
  })

  it('says what anything else is not, naming the network', () => {
    expect(classifySearch('hello', 'testnet4')).toEqual({
      kind: 'invalid',
      message: 'Not a transaction id, block hash, height or address on Testnet4.',
    })
    expect(classifySearch('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'regtest').kind).toBe(
      'invalid',
    )
    expect(classifySearch('xyz', 'liquid')).toEqual({
      kind: 'invalid',
      message: 'Not a transaction id, block hash, asset id, height or address on Liquid.',
    })
    expect(classifySearch('a'.repeat(500), 'main').kind).toBe('invalid')
  })

  it('opens node keys and short channel ids on Lightning networks, and asks the service the rest', () => {
    const key = `03${'Ab'.repeat(32)}`
    expect(classifySearch(key, 'signet')).toEqual({
      kind: 'publicKey',
      key: key.toLowerCase(),
      addressPath: `/signet/address/${key}`,
    })
    expect(classifySearch('700000x12x1', 'main')).toEqual({
      kind: 'go',
      page: 'channel',
      path: '/lightning/channel/700000x12x1',
    })
    expect(classifySearch('hello', 'main')).toEqual({
      kind: 'lightning',
      text: 'hello',
      message:
        'Not a transaction id, block hash, height or address on Bitcoin, and no Lightning node or channel matches it.',
    })
    // No Lightning graph on these networks: a key is a P2PK address, a short id nothing.
    expect(classifySearch(key, 'regtest')).toEqual({
      kind: 'go',
      page: 'address',
      path: `/regtest/address/${key}`,
    })
    expect(classifySearch('700000x12x1', 'liquid').kind).toBe('invalid')
    expect(classifySearch('a'.repeat(500), 'main').kind).toBe('invalid')
  })

  it('treats blank input as nothing to do', () => {
    expect(classifySearch('   ', 'main')).toEqual({ kind: 'empty' })
  })
})
