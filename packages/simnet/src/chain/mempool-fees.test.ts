import { describe, expect, it } from 'vitest'
import { smallChain } from '../../test/mempool-helpers.js'
import { createLive } from './live.js'
import { mempoolSummary } from './mempool-fees.js'

describe('mempoolSummary', () => {
  it('sums the mempool and buckets it by rate as electrs does', () => {
    const sim = smallChain(8)
    createLive(sim, { txRate: 1, blockInterval: 0, prefill: 4_000 }).prefill()
    const records = [...sim.chain.mempool.values()]
    // Electrs' way, written plainly: rates as single-precision floats, highest first, a bucket closed
    // once over 50,000 vB when the rate changes.
    const entries = records
      .map((r) => ({ rate: Math.fround(r.fee / (r.weight / 4)), vsize: r.vsize }))
      .sort((a, b) => b.rate - a.rate)
    const histogram: [number, number][] = []
    let size = 0
    let last = 0
    for (const entry of entries) {
      if (size > 50_000 && last !== entry.rate) {
        histogram.push([last, size])
        size = 0
      }
      last = entry.rate
      size += entry.vsize
    }
    if (size > 0) histogram.push([last, size])
    const summary = mempoolSummary(sim.chain)
    expect(summary).toEqual({
      count: records.length,
      vsize: records.reduce((n, r) => n + r.vsize, 0),
      total_fee: records.reduce((n, r) => n + r.fee, 0),
      fee_histogram: histogram,
    })
    expect(histogram.length).toBeGreaterThan(3)
  })
})
