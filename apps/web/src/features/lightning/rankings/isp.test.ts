import { describe, expect, it } from 'vitest'
import { capacitySplit, isAsnList } from './isp'

describe('ISP helpers', () => {
  it('accepts AS numbers alone or comma-separated, nothing else', () => {
    expect(isAsnList('16509')).toBe(true)
    expect(isAsnList('16509,14618')).toBe(true)
    for (const bad of ['', 'abc', '12a', '1,', ',1', 'AS16509', '1 2', '12345678901']) {
      expect(isAsnList(bad)).toBe(false)
    }
  })

  it('splits capacity into clearnet, Tor and unknown with shares', () => {
    const split = capacitySplit({
      clearnetCapacity: 600,
      torCapacity: 300,
      unknownCapacity: 100,
      ispRanking: [],
    })
    expect(split).toEqual([
      { label: 'Clearnet', capacity: 600, share: 60 },
      { label: 'Tor', capacity: 300, share: 30 },
      { label: 'Unknown', capacity: 100, share: 10 },
    ])
  })
})
