import { describe, expect, it } from 'vitest'
import { chartBands } from './fee-bands'
import { bandColors, feeColor } from './fee-colors'

describe('fee colours', () => {
  it('has a distinct colour for every chart band', () => {
    expect(bandColors).toHaveLength(chartBands.length)
    expect(new Set(bandColors).size).toBe(bandColors.length)
  })
  it('colours a rate by the band it falls in', () => {
    expect(feeColor(0.1)).toBe(bandColors[0])
    expect(feeColor(1)).toBe(bandColors[1])
    expect(feeColor(7.04)).toBe(bandColors[5])
    expect(feeColor(261)).toBe(bandColors[12])
    expect(feeColor(5000)).toBe(bandColors.at(-1))
    expect(feeColor(undefined)).toBe(bandColors[0])
    expect(feeColor(Number.NaN)).toBe(bandColors[0])
  })
})
