import { describe, expect, it } from 'vitest'
import { isBarePath } from './bareLayout'

describe('isBarePath', () => {
  it('is the clock on any network, nothing else', () => {
    expect(isBarePath('/clock')).toBe(true)
    expect(isBarePath('/clock/mined/3')).toBe(true)
    expect(isBarePath('/signet/clock/mempool/0')).toBe(true)
    expect(isBarePath('/')).toBe(false)
    expect(isBarePath('/clocks')).toBe(false)
    expect(isBarePath('/block/clock')).toBe(false)
    expect(isBarePath('/nowhere/clock')).toBe(false)
  })
})
