import { describe, expect, it } from 'vitest'
import { sizesWeightsSeries } from './sizes-weights'

describe('sizesWeightsSeries', () => {
  it('gives size in MB, weight in MWU and the size per vbyte, paired by time, oldest first', () => {
    const { data, heights } = sizesWeightsSeries({
      sizes: [
        { avgHeight: 11, timestamp: 2000, avgSize: 1_500_000 },
        { avgHeight: 10, timestamp: 1000, avgSize: 1_000_000 },
      ],
      weights: [
        { avgHeight: 10, timestamp: 1000, avgWeight: 4_000_000 },
        { avgHeight: 11, timestamp: 2000, avgWeight: 3_000_000 },
      ],
    })
    expect(data.times).toEqual([1000, 2000])
    expect(data.series.map((s) => s.values)).toEqual([
      [1, 1.5],
      [4, 3],
    ])
    expect(data.right?.values).toEqual([1, 2])
    expect(heights).toEqual([10, 11])
  })

  it('leaves out a group the service gave a size but no weight for', () => {
    const { data } = sizesWeightsSeries({
      sizes: [{ avgHeight: 1, timestamp: 5, avgSize: 100 }],
      weights: [],
    })
    expect(data.times).toEqual([])
  })
})
