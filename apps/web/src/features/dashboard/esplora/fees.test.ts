import { describe, expect, it } from 'vitest'
import { feesFromEstimates } from './fees'

describe('feesFromEstimates', () => {
  it('reads the next block, 3, 6 and 144 blocks, and the lowest estimate', () => {
    const estimates = { '1': 40.5, '2': 30, '3': 20.2, '6': 10, '144': 2.1, '1008': 1.01 }
    expect(feesFromEstimates(estimates)).toEqual({
      fastestFee: 40.5,
      halfHourFee: 20.2,
      hourFee: 10,
      economyFee: 2.1,
      minimumFee: 1.01,
    })
  })

  it('takes the nearest later target where one is missing', () => {
    expect(feesFromEstimates({ '2': 30, '5': 12, '504': 3 })).toEqual({
      fastestFee: 30,
      halfHourFee: 12,
      hourFee: 3,
      economyFee: 3,
      minimumFee: 3,
    })
  })

  it('is undefined when the node estimates nothing', () => {
    expect(feesFromEstimates({})).toBeUndefined()
  })
})
