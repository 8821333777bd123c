import { describe, expect, it } from 'vitest'
import { bandColors } from '../../dashboard/model/fee-colors'
import type { StatPoint } from '../../dashboard/model/statistics'
import { bandChart, describeBands, describeIncoming, incomingChart } from './mempool-series'

// 39 bands (vsize_0 first): 1 sat/vB at index 1, 10 at index 8, 2000+ at index 38.
const vsizes = (one: number, ten: number, top: number) => {
  const row = new Array<number>(39).fill(0)
  row[1] = one
  row[8] = ten
  row[38] = top
  return row
}
const points: StatPoint[] = [
  { time: 1000, vbytesPerSecond: 1500.4, vsizes: vsizes(100_000, 0, 0) },
  { time: 1060, vbytesPerSecond: 2100, vsizes: vsizes(120_000, 40_000, 3_000) },
]

describe('bandChart', () => {
  it("stacks the dashboard's bands in their colours, the empty ones left out", () => {
    const { data, bands } = bandChart(points, 'main')
    expect(data.stacked).toBe(true)
    expect(data.times).toEqual([1000, 1060])
    expect(data.series.map((s) => s.label)).toEqual(['1-2', '10-15', '1000+'])
    expect(data.series.map((s) => s.color)).toEqual([bandColors[1], bandColors[6], bandColors[14]])
    expect(data.series[1]?.values).toEqual([0, 40_000])
    expect(bands).toHaveLength(3)
  })
})

describe('describeBands', () => {
  it('says the total, then the bands holding anything at the point, dearest first', () => {
    const { bands } = bandChart(points, 'main')
    expect(describeBands(bands, 1)).toBe(
      'Total 163 kvB · 1000+: 3 kvB · 10-15: 40 kvB · 1-2: 120 kvB (sat/vB)',
    )
    expect(describeBands(bands, 0)).toBe('Total 100 kvB · 1-2: 100 kvB (sat/vB)')
  })
  it('reads Liquid bands in tenths of a sat/vB, as mempool bands Liquid rates times ten', () => {
    const { data, bands } = bandChart(points, 'liquid')
    expect(data.series.map((s) => s.label)).toEqual(['0.1-0.2', '1-1.5', '100+'])
    expect(describeBands(bands, 1)).toBe(
      'Total 163 kvB · 100+: 3 kvB · 1-1.5: 40 kvB · 0.1-0.2: 120 kvB (sat/vB)',
    )
  })
})

describe('incomingChart', () => {
  it('is one line of vB/s, read out rounded', () => {
    const data = incomingChart(points)
    expect(data.series[0]?.values).toEqual([1500.4, 2100])
    expect(describeIncoming(points, 0)).toBe('1,500 vB/s')
    expect(describeIncoming(points, 5)).toBe('')
  })
})
