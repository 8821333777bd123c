import { describe, expect, it } from 'vitest'
import { formatUsd } from './fiat'

describe('formatUsd', () => {
  it('writes whole dollars with separators', () => {
    expect(formatUsd(2163.4)).toBe('$2,163')
    expect(formatUsd(272_475.6)).toBe('$272,476')
    expect(formatUsd(0)).toBe('$0')
  })

  it('keeps the cents of small amounts, which whole dollars would all write as $0', () => {
    expect(formatUsd(0.3719)).toBe('$0.37')
    expect(formatUsd(9.994)).toBe('$9.99')
    expect(formatUsd(10.4)).toBe('$10')
  })
})
