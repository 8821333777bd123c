import { describe, expect, it } from 'vitest'
import { rawPercent } from './percent'
import { columnsTable, rawBtc, type ShareItem, sharesOf, topShares } from './shares'

const item = (key: string, count: number, share: number): ShareItem => ({
  key,
  label: key.toUpperCase(),
  count,
  share,
  link: `/x/${key}`,
  color: 'red',
})

describe('topShares', () => {
  it('keeps the first parts and adds the rest up into Other, without a link', () => {
    const parts = topShares(
      [item('a', 5, 0.5), item('b', 3, 0.3), item('c', 1, 0.1), item('d', 1, 0.1)],
      2,
    )
    expect(parts.map((p) => [p.key, p.label, p.count])).toEqual([
      ['a', 'A', 5],
      ['b', 'B', 3],
      ['other', 'Other (2)', 2],
    ])
    expect(parts[2]?.share).toBeCloseTo(0.2)
    expect(parts[2]?.link).toBeUndefined()
  })

  it('adds no Other when everything fits', () => {
    expect(topShares([item('a', 1, 1)], 10).map((p) => p.key)).toEqual(['a'])
  })
})

describe('sharesOf', () => {
  it('shares the counts of the whole, ranked from the largest', () => {
    expect(sharesOf([{ count: 1 }, { count: 3 }])).toEqual([
      { count: 3, share: 0.75, rank: 1 },
      { count: 1, share: 0.25, rank: 2 },
    ])
  })

  it('gives nothing a share of an empty whole', () => {
    expect(sharesOf([{ count: 0 }])).toEqual([{ count: 0, share: 0, rank: 1 }])
  })
})

describe('columnsTable', () => {
  it('writes cells for the page and raw figures for the file, row for row', () => {
    const table = columnsTable(
      [{ name: 'a', n: 1234 }],
      [
        { heading: 'Name', cell: (r) => r.name, raw: (r) => r.name },
        { heading: 'N', cell: (r) => `${r.n} things`, raw: (r) => r.n },
      ],
    )
    expect(table).toEqual({
      headings: ['Name', 'N'],
      rows: [['a', '1234 things']],
      raw: [['a', 1234]],
    })
  })

  it('keeps percentages to four decimals and every satoshi of a BTC figure', () => {
    expect(rawPercent(1 / 3)).toBe(33.3333)
    expect(rawBtc(123_456_789)).toBe(1.23456789)
  })
})
