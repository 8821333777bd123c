import { describe, expect, it } from 'vitest'
import type { ChartData } from '../../components/chart/layout'
import { chartTable, toCsv } from './graph-table'

const data: ChartData = {
  times: [1_700_000_000, 1_700_086_400],
  series: [{ label: 'Fees', color: '#000', values: [1.5, Number.NaN] }],
  stacked: false,
  right: { label: 'Blocks', color: '#111', values: [144, 150] },
}
const formats = {
  time: (s: number) => `t${s}`,
  value: (v: number) => `${v} BTC`,
  right: (v: number) => `${v} blocks`,
}

describe('chartTable', () => {
  it('has a row per point, newest first, and a column per series with the right scale last', () => {
    const table = chartTable(data, formats)
    expect(table.headings).toEqual(['Time', 'Fees', 'Blocks'])
    expect(table.rows).toEqual([
      ['t1700086400', '–', '150 blocks'],
      ['t1700000000', '1.5 BTC', '144 blocks'],
    ])
    expect(table.raw).toEqual([
      ['2023-11-15T22:13:20.000Z', '', 150],
      ['2023-11-14T22:13:20.000Z', 1.5, 144],
    ])
  })
})

describe('toCsv', () => {
  it('writes the headings and the raw cells, CRLF between lines', () => {
    expect(toCsv(chartTable(data, formats))).toBe(
      'Time,Fees,Blocks\r\n2023-11-15T22:13:20.000Z,,150\r\n2023-11-14T22:13:20.000Z,1.5,144',
    )
  })

  it('quotes commas and quotes, and defuses text a spreadsheet would run as a formula', () => {
    const csv = toCsv({
      headings: ['Pool', 'Blocks'],
      rows: [],
      raw: [
        ['=HYPERLINK("x")', 3],
        ['Foundry, USA', -2],
        ['say "hi"', 0],
      ],
    })
    expect(csv.split('\r\n')).toEqual([
      'Pool,Blocks',
      `"'=HYPERLINK(""x"")",3`,
      '"Foundry, USA",-2',
      '"say ""hi""",0',
    ])
  })
})
