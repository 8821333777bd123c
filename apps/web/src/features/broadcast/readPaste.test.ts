import { describe, expect, it } from 'vitest'
import { readPaste } from './readPaste'

// Hand-checked: one coinbase-shaped input, one 50 BTC output paying OP_TRUE.
const hex =
  '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff0200ffffffffff0100f2052a01000000015100000000'

describe('readPaste', () => {
  it('ignores the spaces and line breaks of a pasted transaction', () => {
    const paste = readPaste(`  ${hex.slice(0, 40)}\n${hex.slice(40)}\n`, false)
    expect(paste.kind).toBe('bitcoin')
    if (paste.kind === 'bitcoin') expect(paste.tx.outputs[0]?.value).toBe(5_000_000_000)
  })

  it('says what is wrong before anything is sent', () => {
    expect(readPaste('', false)).toEqual({ kind: 'empty' })
    expect(readPaste('0x12', false)).toEqual({
      kind: 'error',
      message: 'Non-hex character "x" at position 2 of the transaction\'s hex.',
    })
    expect(readPaste(hex.slice(0, -2), false)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Truncated at byte 59: the locktime/),
    })
  })

  it('only checks that a Liquid transaction is hex', () => {
    expect(readPaste('0200', true)).toEqual({ kind: 'liquid', hex: '0200' })
    expect(readPaste('02g0', true).kind).toBe('error')
  })
})
