import { describe, expect, it } from 'vitest'
import { unitFormats } from '../../../format/rateUnit'
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
const vB = unitFormats('vB')
const WU = unitFormats('WU')
const points: StatPoint[] = [
  { time: 1000, vbytesPerSecond: 1500.4, vsizes: vsizes(100_000, 0, 0) },
  { time: 1060, vbytesPerSecond: 2100, vsizes: vsizes(120_000, 40_000, 3_000) },
]

describe('bandChart', () => {
  it("stacks the dashboard's bands in their colours, the empty ones left out", () => {
    const { data, bands } = bandChart(points, 'main', vB)
    expect(data.stacked).toBe(true)
    expect(data.times).toEqual([1000, 1060])
    expect(data.series.map((s) => s.label)).toEqual(['1-2', '10-15', '1000+'])
    expect(data.series.map((s) => s.color)).toEqual([bandColors[1], bandColors[6], bandColors[14]])
    expect(data.series[1]?.values).toEqual([0, 40_000])
    expect(bands).toHaveLength(3)
  })
  it('heads the bands in sat/WU and sizes them in WU when that is the rate unit', () => {
    const { data, bands } = bandChart(points, 'main', WU)
    expect(data.series.map((s) => s.label)).toEqual(['0.25-0.5', '2.5-3.75', '250+'])
    expect(data.series[1]?.values).toEqual([0, 160_000])
    expect(describeBands(bands, 1, WU)).toBe(
      'Total 652 kWU · 250+: 12 kWU · 2.5-3.75: 160 kWU · 0.25-0.5: 480 kWU (sat/WU)',
    )
  })
})

describe('describeBands', () => {
  it('says the total, then the bands holding anything at the point, dearest first', () => {
    const { bands } = bandChart(points, 'main', vB)
    expect(describeBands(bands, 1, vB)).toBe(
      'Total 163 kvB · 1000+: 3 kvB · 10-15: 40 kvB · 1-2: 120 kvB (sat/vB)',
    )
    expect(describeBands(bands, 0, vB)).toBe('Total 100 kvB · 1-2: 100 kvB (sat/vB)')
  })
  it('reads Liquid bands in tenths of a sat/vB, as mempool bands Liquid rates times ten', () => {
    const { data, bands } = bandChart(points, 'liquid', vB)
    expect(data.series.map((s) => s.label)).toEqual(['0.1-0.2', '1-1.5', '100+'])
    expect(describeBands(bands, 1, vB)).toBe(
      'Total 163 kvB · 100+: 3 kvB · 1-1.5: 40 kvB · 0.1-0.2: 120 kvB (sat/vB)',
    )
  })
})

describe('incomingChart', () => {
  it('is one line of vB/s, read out rounded', () => {
    const data = incomingChart(points, vB)
    expect(data.series[0]?.values).toEqual([1500.4, 2100])
    expect(describeIncoming(points, 0, vB)).toBe('1,500 vB/s')
    expect(describeIncoming(points, 5, vB)).toBe('')
  })
  it('is one line of WU/s, four times the vbytes, when that is the rate unit', () => {
    const data = incomingChart(points, WU)
    expect(data.series[0]?.label).toBe('WU/s')
    expect(data.series[0]?.values).toEqual([6001.6, 8400])
    expect(describeIncoming(points, 0, WU)).toBe('6,002 WU/s')
  })
})
