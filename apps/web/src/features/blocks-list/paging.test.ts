import { describe, expect, it } from 'vitest'
import { blocksPageCount, esploraBlocksPerPage, pageStartHeight, readBlocksPage } from './paging'

describe('readBlocksPage', () => {
  it('reads /blocks as page 1 and a plain whole number as itself', () => {
    expect(readBlocksPage(undefined)).toEqual({ kind: 'page', page: 1 })
    expect(readBlocksPage('1')).toEqual({ kind: 'page', page: 1 })
    expect(readBlocksPage('42')).toEqual({ kind: 'page', page: 42 })
  })

  it.each(['0', '-1', '1.5', 'abc', '01', '1e3', ' 2', '9999999999'])('refuses %j', (value) => {
    const read = readBlocksPage(value)
    expect(read.kind).toBe('invalid')
    if (read.kind === 'invalid') expect(read.reason).toContain(`"${value}" is not a page number`)
  })
})

describe('paging math', () => {
  it('counts pages of 15 from the genesis block up', () => {
    expect(blocksPageCount(0)).toBe(1)
    expect(blocksPageCount(14)).toBe(1)
    expect(blocksPageCount(15)).toBe(2)
    expect(blocksPageCount(209)).toBe(14)
  })

  it('starts each page 15 below the one before, and none past height 0', () => {
    expect(pageStartHeight(209, 1)).toBe(209)
    expect(pageStartHeight(209, 2)).toBe(194)
    expect(pageStartHeight(209, 14)).toBe(14)
    expect(pageStartHeight(209, 15)).toBeUndefined()
    expect(pageStartHeight(14, 1)).toBe(14)
    expect(pageStartHeight(14, 2)).toBeUndefined()
  })

  it("steps by Esplora's 10 on a service with only the Esplora routes", () => {
    expect(blocksPageCount(9, esploraBlocksPerPage)).toBe(1)
    expect(blocksPageCount(10, esploraBlocksPerPage)).toBe(2)
    expect(blocksPageCount(209, esploraBlocksPerPage)).toBe(21)
    expect(pageStartHeight(209, 2, esploraBlocksPerPage)).toBe(199)
    expect(pageStartHeight(209, 21, esploraBlocksPerPage)).toBe(9)
    expect(pageStartHeight(209, 22, esploraBlocksPerPage)).toBeUndefined()
  })
})
