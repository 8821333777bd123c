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

  it('reads Liquid transactions in the Elements format', () => {
    // Bitcoin's hex above read as Elements: a 0x01 after the version is its witness flag.
    expect(readPaste(hex, true)).toMatchObject({ kind: 'error' })
    const elements = [
      '02000000', // version
      '00', // no witness
      '01', // one input
      'aa'.repeat(32),
      '00000000',
      '00', // empty scriptSig
      'ffffffff',
      '01', // one output: the explicit fee
      `01${'49'.repeat(32)}`,
      '01000000000000fa00',
      '00', // no nonce
      '00', // empty script
      '00000000',
    ].join('')
    const paste = readPaste(elements, true)
    expect(paste.kind).toBe('liquid')
    if (paste.kind === 'liquid')
      expect(paste.tx.outputs[0]).toMatchObject({ fee: true, value: { explicit: 64_000 } })
    expect(readPaste('02g0', true).kind).toBe('error')
  })
})
