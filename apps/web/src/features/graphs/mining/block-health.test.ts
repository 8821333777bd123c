import { describe, expect, it } from 'vitest'
import { blockWord, healthColor, healthSeries } from './block-health'

describe('healthSeries', () => {
  it('draws the match rates oldest first and keeps each block height', () => {
    const { data, heights } = healthSeries([
      [2000, 11, 97.5],
      [1000, 10, 100],
    ])
    expect(data.times).toEqual([1000, 2000])
    expect(data.series[0]?.values).toEqual([100, 97.5])
    expect(heights).toEqual([10, 11])
    expect(data.series[0]?.barColors).toEqual([healthColor(100), healthColor(97.5)])
  })

  it('has no points without audits', () => {
    expect(healthSeries([]).data.times).toEqual([])
  })
})

describe('blockWord', () => {
  it('says at block for the ranges of single blocks and around block for groups', () => {
    expect(blockWord('24h', '840,000')).toBe('at block 840,000')
    expect(blockWord('1y', '840,000')).toBe('around block 840,000')
  })
})

describe('healthColor', () => {
  it('goes from green at 100 % through yellow to red at 0 %', () => {
    expect(healthColor(100)).toBe('rgb(67, 171, 71)')
    expect(healthColor(75)).toBe('rgb(253, 216, 53)')
    expect(healthColor(0)).toBe('rgb(244, 0, 0)')
  })

  it('already leaves green well behind at 99 %', () => {
    // sqrt(0.01) * 2 = 0.2 of the way from green to yellow.
    expect(healthColor(99)).toBe('rgb(104, 180, 67)')
  })

  it('keeps rates outside 0-100 to the ends', () => {
    expect(healthColor(120)).toBe(healthColor(100))
    expect(healthColor(-5)).toBe(healthColor(0))
  })
})
