import { describe, expect, it } from 'vitest'
import { smallChain } from '../../test/mempool-helpers.js'
import { subsidy } from '../chain/miner.js'
import { blockFeeRatesHistory, blockFeesHistory, blockRewardsHistory } from './block-stats.js'

// The rows are built with computed names (`row(group, 'avgFees', ...)`): read them as their real shape.
type Row = { avgHeight: number; timestamp: number } & Record<string, number>

const mean = (values: number[]) => Math.round(values.reduce((n, v) => n + v, 0) / values.length)

describe('block charts', () => {
  // 300 regtest blocks about ten minutes apart: two days, and two halvings (every 150 blocks).
  const sim = smallChain(5)
  const { chain } = sim
  const now = chain.tip.time

  it("averages each day's blocks into that day's point (`all` groups by day)", () => {
    const rows: Row[] = blockFeesHistory(chain, now, 'all')
    const days = new Map<number, typeof chain.blocks>()
    for (const block of chain.blocks) {
      const day = Math.floor(block.time / 86_400)
      days.set(day, [...(days.get(day) ?? []), block])
    }
    expect(rows).toHaveLength(days.size)
    for (const row of rows) {
      const blocks = days.get(Math.floor(row.timestamp / 86_400)) ?? []
      expect(row.avgFees).toBe(mean(blocks.map((b) => b.fees)))
      expect(row.avgHeight).toBe(mean(blocks.map((b) => b.height)))
    }
  })

  it('gives one point per block over 24h, fees that vary', () => {
    const rows: Row[] = blockFeesHistory(chain, now, '24h')
    const recent = chain.blocks.filter((b) => b.time >= now - 86_400 && b.time <= now)
    expect(rows.map((r) => r.avgHeight)).toEqual(recent.map((b) => b.height))
    expect(rows.map((r) => r.avgFees)).toEqual(recent.map((b) => b.fees))
    expect(new Set(rows.map((r) => r.avgFees)).size).toBeGreaterThan(rows.length / 4)
  })

  it('rewards are the subsidy of the height plus the fees, the subsidy halving at its heights', () => {
    // The first block of a test network's history also pays the wallet's seed coins (history.ts).
    for (const block of chain.blocks.slice(1)) {
      expect(block.reward - block.fees).toBe(subsidy(block.height, sim.halvingInterval))
    }
    const halving = chain.blocks.find((b) => b.height % sim.halvingInterval === 0)
    const before = chain.blocks.find((b) => b.height === (halving?.height ?? 0) - 1)
    if (!halving || !before) throw new Error('the chain spans a halving')
    expect((halving.reward - halving.fees) * 2).toBe(before.reward - before.fees)
    const rows: Row[] = blockRewardsHistory(chain, now, '24h')
    expect(rows.at(-1)?.avgRewards).toBe(chain.tip.reward)
  })

  it('orders the fee-rate percentiles of each point', () => {
    for (const row of blockFeeRatesHistory(chain, now, '3d')) {
      const rates = [0, 10, 25, 50, 75, 90, 100].map((p) => row[`avgFee_${p}`] as number)
      expect([...rates].sort((a, b) => a - b)).toEqual(rates)
    }
  })
})
