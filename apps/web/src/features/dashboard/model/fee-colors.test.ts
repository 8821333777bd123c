import { describe, expect, it } from 'vitest'
import { chartBands } from './fee-bands'
import { bandColors, feeColor } from './fee-colors'

describe('fee colours', () => {
  it('has a distinct colour for every chart band', () => {
    expect(bandColors).toHaveLength(chartBands.length)
    expect(new Set(bandColors).size).toBe(bandColors.length)
  })
  it('colours a rate by the band it falls in', () => {
    expect(feeColor(0.1, 'main')).toBe(bandColors[0])
    expect(feeColor(1, 'main')).toBe(bandColors[1])
    expect(feeColor(7.04, 'main')).toBe(bandColors[5])
    expect(feeColor(261, 'main')).toBe(bandColors[12])
    expect(feeColor(5000, 'main')).toBe(bandColors.at(-1))
    expect(feeColor(undefined, 'main')).toBe(bandColors[0])
    expect(feeColor(Number.NaN, 'main')).toBe(bandColors[0])
  })
  it('on Liquid colours a rate as the chart bands it, in tenths of a sat/vB', () => {
    // Liquid's 0.1 sat/vB floor is the chart's 0.1-0.2 band, the second colour.
    expect(feeColor(0.1, 'liquid')).toBe(bandColors[1])
    expect(feeColor(0.1, 'liquidtestnet')).toBe(bandColors[1])
    expect(feeColor(0.35, 'liquid')).toBe(bandColors[3])
    expect(feeColor(0.05, 'liquid')).toBe(bandColors[0])
    expect(feeColor(undefined, 'liquid')).toBe(bandColors[0])
  })
})
