import { describe, expect, it } from 'vitest'
import { bitsHex, formatDifficulty, pageCount, pageLinks, readPage } from './format'

describe('block formatting', () => {
  it('prints bits as 8 hex digits', () => {
    expect(bitsHex(386_089_497)).toBe('17034219')
    expect(bitsHex(0x207fffff)).toBe('207fffff')
    expect(bitsHex(1)).toBe('00000001')
  })

  it('prints difficulty with a prefix', () => {
    expect(formatDifficulty(149_301_205_959_699.9)).toBe('149.30 T')
    expect(formatDifficulty(4.656542373906925e-10)).toBe('0.00')
    expect(formatDifficulty(1)).toBe('1.00')
    expect(formatDifficulty(12_345)).toBe('12.35 K')
  })
})

describe('paging', () => {
  it('counts pages of 25, at least one', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
    expect(pageCount(4001, 25)).toBe(161)
  })

  it('reads ?page= within range', () => {
    expect(readPage(null, 5)).toBe(1)
    expect(readPage('3', 5)).toBe(3)
    expect(readPage('9', 5)).toBe(5)
    expect(readPage('0', 5)).toBe(1)
    expect(readPage('two', 5)).toBe(1)
    expect(readPage('2.5', 5)).toBe(1)
  })

  it('links the ends and the neighbourhood of the current page', () => {
    expect(pageLinks(7, 20)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 'gap', 20])
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4])
    expect(pageLinks(2, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10])
  })
})
