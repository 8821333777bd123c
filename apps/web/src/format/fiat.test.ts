import { describe, expect, it } from 'vitest'
import { formatUsd } from './fiat'

describe('formatUsd', () => {
  it('writes whole dollars with separators', () => {
    expect(formatUsd(2163.4)).toBe('$2,163')
    expect(formatUsd(272_475.6)).toBe('$272,476')
    expect(formatUsd(0)).toBe('$0')
  })
})
