import { describe, expect, it } from 'vitest'
import { decodeSwapId, encodeSwapId } from './calldata.js'

describe('deposit calldata', () => {
  it('carries the swap id after the "outp" marker as one 32-byte word', () => {
    const data = encodeSwapId(258)
    expect(data).toBe(`0x6f757470${'0'.repeat(61)}102`)
    expect(decodeSwapId(data)).toBe(258)
    expect(decodeSwapId(data.toUpperCase().replace('0X', '0x'))).toBe(258)
  })

  it('reads nothing from other calldata', () => {
    expect(decodeSwapId('0x')).toBeUndefined()
    expect(decodeSwapId(`0xa9059cbb${'0'.repeat(63)}1`)).toBeUndefined()
    expect(decodeSwapId(`${encodeSwapId(1)}00`)).toBeUndefined()
    expect(decodeSwapId(`0x6f757470${'0'.repeat(64)}`)).toBeUndefined()
    expect(decodeSwapId(`0x6f757470${'f'.repeat(64)}`)).toBeUndefined()
  })
})
