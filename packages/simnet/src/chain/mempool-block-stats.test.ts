import { describe, expect, it } from 'vitest'
import { blockFeeStats, sortByRate, stackFeeStats } from './mempool-block-stats.js'

describe('blockFeeStats', () => {
  it('takes the median from the weight units around 2,000,000 counted from the cheapest', () => {
    // 4,000 transactions of 1,000 WU at rates 1..4000 (block order: best first).
    const txs = Array.from({ length: 4_000 }, (_, i) => ({ weight: 1_000, rate: 4_000 - i }))
    const stats = blockFeeStats(txs)
    // The window 1,995,000-2,005,000 covers the 1,996th to 2,005th cheapest: rates 1996..2005.
    expect(stats.medianFee).toBeCloseTo(2_000.5, 6)
    // min: lowest of the 1st percentile (rate 40) and the last 2% of the block (rate 1).
    // max: highest of the 99th percentile (3960) and the first 2% (4000).
    expect(stats.feeRange).toEqual([1, 400, 1_000, 2_000, 3_000, 3_600, 4_000])
  })

  it('has no median for a block under half full, as mempool.space shows', () => {
    const stats = blockFeeStats([
      { weight: 800, rate: 5 },
      { weight: 800, rate: 3 },
    ])
    expect(stats.medianFee).toBe(0)
    // Under 50 transactions mempool's 2% slices are the whole block (min) and nothing (max), and its
    // percentile index floor((n - 1) * p) stays at the cheapest up to the 99th: even the max is 3.
    expect(stats.feeRange).toEqual([3, 3, 3, 3, 3, 3, 3])
  })

  it('answers zeros for an empty block', () => {
    expect(blockFeeStats([])).toEqual({ medianFee: 0, feeRange: [0, 0, 0, 0, 0, 0, 0] })
  })
})

describe('stackFeeStats', () => {
  it('averages 0.5% weight bands at 11 percentiles, cheapest first, median the 50th', () => {
    // 10,000 transactions of 1,000 WU at rates 10,000 down to 1 (block order).
    const txs = Array.from({ length: 10_000 }, (_, i) => ({ weight: 1_000, rate: 10_000 - i }))
    const stats = stackFeeStats(txs)
    expect(stats.feeRange).toHaveLength(11)
    expect([...stats.feeRange].sort((a, b) => a - b)).toEqual(stats.feeRange)
    // Bands are 50,000 WU (50 transactions) wide. The 50th percentile band holds the 4,976th to
    // 5,025th from the top (rates 5,025 to 4,976); the 0.25th the first 50, the 99.75th the last 50.
    expect(stats.medianFee).toBeCloseTo(5_000.5, 6)
    expect(stats.feeRange[0]).toBeCloseTo(25.5, 6)
    expect(stats.feeRange[5]).toBeCloseTo(5_000.5, 6)
    expect(stats.feeRange[10]).toBeCloseTo(9_975.5, 6)
  })
})

describe('sortByRate', () => {
  it('orders by rate, equal rates in their first order, as a stable sort does', () => {
    for (const length of [0, 1, 2, 7, 100, 1_000]) {
      let state = length + 1
      // Few distinct rates, so many ties.
      const rates = Array.from({ length }, () => {
        state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
        return (state % 13) / 2
      })
      const expected = rates.map((_, i) => i).sort((a, b) => (rates[a] ?? 0) - (rates[b] ?? 0))
      expect([...sortByRate(rates, length)]).toEqual(expected)
    }
  })
})
