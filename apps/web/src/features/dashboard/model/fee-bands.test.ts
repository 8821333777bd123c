import { describe, expect, it } from 'vitest'
import { live2hRow } from '../test/fixtures'
import { bandLabel, bandSeries, bandTotal, chartBands, feeBands, groupBands } from './fee-bands'
import { statPoint } from './statistics'

describe('fee bands', () => {
  it('groups the 39 statistics bands into the chart bands, keeping the total', () => {
    const vsizes = feeBands.map((_, i) => i + 1)
    const grouped = groupBands(vsizes)
    expect(grouped).toHaveLength(chartBands.length)
    expect(grouped.reduce((a, b) => a + b, 0)).toBe(vsizes.reduce((a, b) => a + b, 0))
    // 0-1, 1-2, 2-3, 3-4 are single bands; 4-6 holds bands 4 and 5; 6-10 holds 6 and 8.
    expect(grouped.slice(0, 6)).toEqual([1, 2, 3, 4, 5 + 6, 7 + 8])
    // 1000+ holds 1000, 1200 ... 2000: the last six bands.
    expect(grouped.at(-1)).toBe(34 + 35 + 36 + 37 + 38 + 39)
  })

  it('places the 38 bands of a backend older than vsize_0 from 1 sat/vB up', () => {
    // mempool before its vsize_0 column: vsize_1 ... vsize_2000.
    const vsizes = feeBands.slice(1).map((_, i) => i + 2)
    const grouped = groupBands(vsizes)
    expect(grouped[0]).toBe(0)
    expect(grouped.slice(1, 6)).toEqual([2, 3, 4, 5 + 6, 7 + 8])
    expect(grouped.at(-1)).toBe(34 + 35 + 36 + 37 + 38 + 39)
  })

  it('labels bands by their edges in sat/vB on Bitcoin networks', () => {
    for (const network of ['main', 'testnet4', 'signet'] as const) {
      const labels = chartBands.map((b) => bandLabel(b, network, 'vB'))
      expect(labels.slice(0, 6)).toEqual(['0-1', '1-2', '2-3', '3-4', '4-6', '6-10'])
      expect(labels.at(-1)).toBe('1000+')
    }
  })

  it('labels bands in tenths of a sat/vB on Liquid, where mempool bands rates times ten', () => {
    for (const network of ['liquid', 'liquidtestnet'] as const) {
      const labels = chartBands.map((b) => bandLabel(b, network, 'vB'))
      expect(labels.slice(0, 8)).toEqual([
        '0-0.1',
        '0.1-0.2',
        '0.2-0.3',
        '0.3-0.4',
        '0.4-0.6',
        '0.6-1',
        '1-1.5',
        '1.5-2',
      ])
      expect(labels.at(-1)).toBe('100+')
    }
  })

  it('labels bands in sat/WU, a quarter of the sat/vB edges, when that is the rate unit', () => {
    const labels = chartBands.map((b) => bandLabel(b, 'main', 'WU'))
    expect(labels.slice(0, 6)).toEqual([
      '0-0.25',
      '0.25-0.5',
      '0.5-0.75',
      '0.75-1',
      '1-1.5',
      '1.5-2.5',
    ])
    expect(labels.at(-1)).toBe('250+')
    const liquid = chartBands.map((b) => bandLabel(b, 'liquid', 'WU'))
    expect(liquid.slice(1, 4)).toEqual(['0.025-0.05', '0.05-0.075', '0.075-0.1'])
  })

  it('reads a Liquid row at the 0.1 sat/vB floor (vsize_1) as 0.1-0.2 sat/vB', () => {
    const vsizes = feeBands.map((_, i) => (i === 1 ? 250_000 : 0))
    const series = bandSeries([{ time: 1, vbytesPerSecond: 0, vsizes }], 'liquid', 'vB')
    expect(series.map((s) => [s.label, s.values])).toEqual([['0.1-0.2', [250_000]]])
    expect(bandSeries([{ time: 1, vbytesPerSecond: 0, vsizes }], 'main', 'vB')[0]?.label).toBe(
      '1-2',
    )
  })

  it('groups mempool.space live row (38 values, from 1 sat/vB) and leaves out bands empty over the window', () => {
    // Recorded in 2021, before mempool's vsize_0 column: the first value is vsize_1 (1-2 sat/vB).
    const point = statPoint(live2hRow())
    if (!point) throw new Error('fixture row has no time')
    const series = bandSeries([point, { ...point, time: point.time + 60 }], 'main', 'vB')
    const labels = series.map((s) => s.label)
    expect(labels[0]).toBe('1-2')
    expect(labels).not.toContain('0-1')
    expect(labels).not.toContain('1000+')
    const total = series.reduce((sum, s) => sum + (s.values[0] ?? 0), 0)
    expect(total).toBe(point.vsizes.reduce((a, b) => a + b, 0))
    // The 14th value (vsize_50: 101,010 vB) lands in 50-100 with vsize_60 ... vsize_90.
    expect(series.find((s) => s.label === '50-100')?.values[0]).toBe(
      101_010 + 1_151 + 592 + 1_497 + 703,
    )
    // vsize_30 and vsize_40 make 30-50.
    expect(series.find((s) => s.label === '30-50')?.values[0]).toBe(7_409 + 751)
  })

  it('totals the bands at a point, and nothing past the last point', () => {
    const band = chartBands[0] as (typeof chartBands)[number]
    const series = [
      { band, label: '0-1', values: [1, 2] },
      { band, label: '0-1', values: [10, 20] },
    ]
    expect(bandTotal(series, 1)).toBe(22)
    expect(bandTotal(series, 2)).toBe(0)
  })
})
