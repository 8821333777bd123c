import { describe, expect, it } from 'vitest'
import { parseBlockId } from './blockId'

const hash = `00000000000000000002${'ab'.repeat(22)}`

describe('parseBlockId', () => {
  it('reads a 64-hex hash, lower-cased', () => {
    expect(parseBlockId(hash.toUpperCase())).toEqual({ kind: 'hash', hash })
  })

  it('reads a height', () => {
    expect(parseBlockId('840000')).toEqual({ kind: 'height', height: 840000 })
    expect(parseBlockId('0')).toEqual({ kind: 'height', height: 0 })
  })

  it('says what is wrong with anything else', () => {
    expect(parseBlockId('')).toMatchObject({ kind: 'invalid', reason: 'The block id is empty.' })
    expect(parseBlockId('abc123')).toMatchObject({
      kind: 'invalid',
      reason: '"abc123" has 6 hex digits: a block hash has 64.',
    })
    expect(parseBlockId(`${hash}00`)).toMatchObject({ reason: /66 hex digits/ })
    expect(parseBlockId('-5')).toMatchObject({
      reason: '-5 is negative: block heights start at 0.',
    })
    expect(parseBlockId('1234567890')).toMatchObject({ reason: /too large/ })
    expect(parseBlockId('hello')).toMatchObject({
      reason:
        '"hello" is neither a block hash (64 hex digits) nor a block height (a whole number).',
    })
  })
})
