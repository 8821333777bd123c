import { describe, expect, it } from 'vitest'
import { smallChain } from '../../test/mempool-helpers.js'
import { createLive } from '../chain/live.js'
import { mempoolSummary } from '../chain/mempool-fees.js'
import { statistics } from './statistics.js'

const total = (vsizes: readonly number[]) => vsizes.reduce((n, v) => n + v, 0)

describe('statistics', () => {
  // A live mempool of 3,000 transactions (about 0.8 MvB) on a small chain.
  const sim = smallChain(11)
  const live = createLive(sim, { txRate: 1, blockInterval: 0, prefill: 3_000 })
  live.prefill()
  const now = live.now + 30

  it('ends in the live mempool: the newest row is the mempool now, the rows before lean to it', () => {
    const mempool = mempoolSummary(sim.chain)
    expect(mempool.vsize).toBeGreaterThan(500_000)
    const rows = statistics(sim.chain, now, '2h')
    const [newest, before] = rows
    // Within 1 % (the same figures, rounded per band): a fee-band chart ending here is not empty.
    expect(Math.abs(total(newest?.vsizes ?? []) / mempool.vsize - 1)).toBeLessThan(0.01)
    expect(newest?.count).toBe(mempool.count)
    expect(newest?.mempool_byte_weight).toBe(total(newest?.vsizes ?? []) * 4)
    // A minute earlier: no step down to the model's level, within 5 %.
    expect(Math.abs(total(before?.vsizes ?? []) / mempool.vsize - 1)).toBeLessThan(0.05)
  })

  it('leaves mempool_byte_weight and total_fee out of the averaged intervals, as mempool does', () => {
    for (const row of statistics(sim.chain, now, '2h').slice(0, 3)) {
      expect(Object.keys(row)).toContain('mempool_byte_weight')
      expect(Object.keys(row)).toContain('total_fee')
    }
    for (const interval of ['1w', '1y'] as const) {
      const [newest] = statistics(sim.chain, now, interval)
      expect(Object.keys(newest ?? {}).sort()).toEqual([
        'added',
        'count',
        'min_fee',
        'vbytes_per_second',
        'vsizes',
      ])
      expect(
        Math.abs(total(newest?.vsizes ?? []) / mempoolSummary(sim.chain).vsize - 1),
      ).toBeLessThan(0.01)
    }
  })
})
