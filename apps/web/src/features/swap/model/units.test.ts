import { describe, expect, it } from 'vitest'
import { formatUnits, rate, toBigInt } from './units'

describe('units', () => {
  it('reads whole-number amounts only', () => {
    expect(toBigInt('1000')).toBe(1000n)
    expect(toBigInt(42)).toBe(42n)
    for (const bad of ['1.5', '-1', '', '0x10', ' 1', 1.5, -1, null, undefined, {}]) {
      expect(toBigInt(bad)).toBeUndefined()
    }
  })

  it('formats smallest units as decimals', () => {
    expect(formatUnits(150_000_000n, 8)).toBe('1.5')
    expect(formatUnits(1n, 8)).toBe('0.00000001')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(12n, 0)).toBe('12')
  })

  it('gives the rate of one source token in destination tokens', () => {
    expect(rate(10n ** 18n, 18, 5_000_000n, 8)).toBe('0.05')
    expect(rate(100_000_000n, 8, 20n * 10n ** 18n, 18)).toBe('20')
    expect(rate(3n, 0, 1n, 0, 4)).toBe('0.3333')
    expect(rate(0n, 8, 1n, 8)).toBeUndefined()
  })
})
