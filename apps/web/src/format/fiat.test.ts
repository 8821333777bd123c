import { describe, expect, it } from 'vitest'
import { formatFiat, formatUsd } from './fiat'

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

describe('formatFiat', () => {
  it('writes each currency with its sign and its own minor units', () => {
    expect(formatFiat(1234.5, 'EUR')).toBe('€1,235')
    expect(formatFiat(0.5, 'EUR')).toBe('€0.50')
    expect(formatFiat(0.5, 'GBP')).toBe('£0.50')
    expect(formatFiat(3.7, 'JPY')).toBe('¥4')
    expect(formatFiat(15, 'CHF')).toBe('CHF\u00a015')
    expect(formatFiat(2.5, 'CAD')).toBe('CA$2.50')
    expect(formatFiat(2.5, 'AUD')).toBe('A$2.50')
  })
})
