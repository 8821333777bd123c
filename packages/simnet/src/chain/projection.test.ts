import { describe, expect, it } from 'vitest'
import { coinOf, confirmedCoin, payFrom, smallChain } from '../../test/mempool-helpers.js'
import { createLive } from './live.js'
import { rawInputs } from './mempool-inputs.js'
import { blockWeightLimit, projectBlocks, projectMempool } from './projection.js'
import type { TxRecord } from './types.js'

const packageRate = (...records: TxRecord[]) =>
  records.reduce((n, r) => n + r.fee, 0) / (records.reduce((n, r) => n + r.weight, 0) / 4)

describe('projectMempool', () => {
  it('mines a stuck parent with the child that pays for it, at their package rate', () => {
    const sim = smallChain()
    const stuck = payFrom(sim, [confirmedCoin(sim)], 1)
    const payer = payFrom(sim, [coinOf(stuck, 0)], 80)
    const ordinary = Array.from({ length: 5 }, () => payFrom(sim, [confirmedCoin(sim)], 10))
    const cheapChild = payFrom(sim, [coinOf(ordinary[0] as TxRecord, 0)], 2)
    const projection = projectMempool(sim.chain)
    const order = projection.blocks.flatMap((block) => block.txs.map((r) => r.txid))
    expect(order.slice(0, 2)).toEqual([stuck.txid, payer.txid])
    expect(order.at(-1)).toBe(cheapChild.txid)
    expect(projection.rateOf(stuck.txid)).toBeCloseTo(packageRate(stuck, payer), 9)
    expect(projection.rateOf(payer.txid)).toBeCloseTo(packageRate(stuck, payer), 9)
    expect(projection.rateOf(cheapChild.txid)).toBeCloseTo(packageRate(cheapChild), 9)
    expect(packageRate(stuck, payer)).toBeGreaterThan(10)
  })

  it('keeps every transaction once, after its unconfirmed parents, blocks within the weight limit', () => {
    const sim = smallChain(2)
    createLive(sim, { txRate: 1, blockInterval: 0, prefill: 5_000 }).prefill()
    const blocks = projectBlocks(sim.chain)
    const order = blocks.flatMap((block) => block.txs)
    expect(blocks.length).toBeGreaterThan(1)
    expect(order.length).toBe(sim.chain.mempool.size)
    expect(new Set(order.map((r) => r.txid)).size).toBe(order.length)
    const seen = new Set<string>()
    let withParents = 0
    for (const record of order) {
      const parents = rawInputs(record.raw).filter((input) => sim.chain.mempool.has(input.txid))
      for (const parent of parents) expect(seen.has(parent.txid)).toBe(true)
      if (parents.length) withParents++
      seen.add(record.txid)
    }
    expect(withParents).toBeGreaterThan(100)
    for (const block of blocks.slice(0, -1)) {
      expect(block.blockVSize * 4).toBeLessThanOrEqual(blockWeightLimit)
      expect(block.blockVSize * 4).toBeGreaterThan(blockWeightLimit - 4_000)
    }
    // Better-paying blocks first.
    const medians = blocks.slice(0, -1).map((block) => block.medianFee)
    expect([...medians].sort((a, b) => b - a)).toEqual(medians)
  })

  it('places each transaction: its block and the vsize before its middle', () => {
    const sim = smallChain()
    const records = [10, 5].map((rate) => payFrom(sim, [confirmedCoin(sim)], rate))
    const [first, second] = records as [TxRecord, TxRecord]
    const projection = projectMempool(sim.chain)
    expect(projection.positionOf(first.txid)).toEqual({ block: 0, vsize: first.weight / 8 })
    expect(projection.positionOf(second.txid)).toEqual({
      block: 0,
      vsize: first.weight / 4 + second.weight / 8,
    })
    expect(projection.positionOf('00'.repeat(32))).toBeUndefined()
  })

  it('is computed once per mempool change', () => {
    const sim = smallChain()
    const live = createLive(sim, { txRate: 1, blockInterval: 0, prefill: 50 })
    live.prefill()
    const before = projectMempool(sim.chain)
    expect(projectMempool(sim.chain)).toBe(before)
    expect(projectBlocks(sim.chain)).toBe(before.blocks)
    const [arrived] = live.arrive(live.now)
    const after = projectMempool(sim.chain)
    expect(after).not.toBe(before)
    expect(after.version).toBeGreaterThan(before.version)
    expect(after.blocks.flatMap((b) => b.txs).map((r) => r.txid)).toContain(arrived?.txid)
  })
})
