import { describe, expect, it } from 'vitest'
import { formatSi } from './si'

describe('formatSi', () => {
  it('scales by thousands with the unit', () => {
    expect(formatSi(1.0725e21, 'H/s')).toBe('1.07 ZH/s')
    expect(formatSi(9.24e20, 'H/s')).toBe('924 EH/s')
    expect(formatSi(152_000_383_977_429)).toBe('152 T')
    expect(formatSi(0.9988)).toBe('0.999')
    expect(formatSi(Number.NaN, 'H/s')).toBe('–')
  })
})
