import { describe, expect, it } from 'vitest'
import { projectedStats } from './projectedStats'

const tx = (fee: number, vsize: number, rate?: number) => ({
  txid: String(fee).padStart(64, '0'),
  fee,
  vsize,
  value: 0,
  ...(rate === undefined ? {} : { rate }),
})

describe('projectedStats', () => {
  it('sums and spans the fee rates, package rate first', () => {
    const stats = projectedStats([tx(100, 100), tx(1000, 100), tx(300, 100, 20)])
    expect(stats).toEqual({
      count: 3,
      vsize: 300,
      totalFees: 1400,
      medianRate: 10,
      minRate: 1,
      maxRate: 20,
    })
  })

  it('has no rates for an empty block', () => {
    expect(projectedStats([])).toMatchObject({
      count: 0,
      medianRate: undefined,
      minRate: undefined,
    })
  })
})
