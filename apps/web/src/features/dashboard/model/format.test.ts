import { describe, expect, it } from 'vitest'
import { missing } from '../../../format/number'
import { formatChange, formatShare } from '../../../format/percent'
import { formatBytes, formatCount, formatDuration } from './format'

describe('dashboard formatters', () => {
  it('scales bytes to three significant digits with a decimal prefix', () => {
    expect(formatBytes(856780672)).toBe('857 MB')
    expect(formatBytes(2117591)).toBe('2.12 MB')
  })

  it('signs changes and shows shares as whole percents', () => {
    expect(formatChange(5.914788959658535)).toBe('+5.91%')
    expect(formatChange(-0.9778871328980188)).toBe('-0.98%')
    expect(formatChange(0)).toBe('0.00%')
    expect(formatShare(0.4)).toBe('40%')
    expect(formatCount(112686)).toBe('112,686')
  })

  it('states durations in their largest whole unit', () => {
    expect(formatDuration(574743)).toBe('10 minutes')
    expect(formatDuration(60_000)).toBe('1 minute')
    expect(formatDuration(20_000)).toBe('1 minute')
    expect(formatDuration(58 * 60_000)).toBe('1 hour')
    expect(formatDuration(50 * 60_000)).toBe('50 minutes')
    expect(formatDuration(911596114)).toBe('11 days')
  })

  it('shows a dash for anything that is not a finite number', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '7', null, undefined, {}]) {
      expect(formatChange(bad)).toBe(missing)
      expect(formatDuration(bad)).toBe(missing)
    }
    expect(formatDuration(-1)).toBe(missing)
  })
})
