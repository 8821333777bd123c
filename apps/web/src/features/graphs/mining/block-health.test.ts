import { describe, expect, it } from 'vitest'
import { blockWord, healthSeries } from './block-health'

describe('healthSeries', () => {
  it('draws the match rates oldest first and keeps each block height', () => {
    const { data, heights } = healthSeries([
      [2000, 11, 97.5],
      [1000, 10, 100],
    ])
    expect(data.times).toEqual([1000, 2000])
    expect(data.series[0]?.values).toEqual([100, 97.5])
    expect(heights).toEqual([10, 11])
  })

  it('has no points without audits', () => {
    expect(healthSeries([]).data.times).toEqual([])
  })
})

describe('blockWord', () => {
  it('says at block for the ranges of single blocks and around block for groups', () => {
    expect(blockWord('24h')).toBe('at block')
    expect(blockWord('1y')).toBe('around block')
  })
})
