import { afterEach, describe, expect, it, vi } from 'vitest'
import { coinOf, confirmedCoin, payFrom, smallChain } from '../../test/mempool-helpers.js'
import { Transaction } from '../bitcoin/tx.js'
import type { SimChain } from './history.js'
import { createLive } from './live.js'
import { evictFromMempool } from './mempool-graph.js'
import { rawInputs } from './mempool-inputs.js'
import {
  blockWeightLimit,
  currentProjection,
  type MempoolProjection,
  projectMempool,
  recentProjection,
} from './projection.js'
import { startLiveProjection } from './projection-live.js'
import { onReplacement } from './replacements.js'
import type { TxRecord } from './types.js'

const txidsOf = (projection: MempoolProjection) =>
  projection.blocks.map((block) => block.txs.map((r) => r.txid))

/** What any projection must be: the whole mempool once, parents first, blocks within the limit. */
function expectWhole(sim: SimChain, projection: MempoolProjection): void {
  const order = projection.blocks.flatMap((block) => block.txs)
  expect(order.length).toBe(sim.chain.mempool.size)
  expect(new Set(order.map((r) => r.txid)).size).toBe(order.length)
  const seen = new Set<string>()
  for (const record of order) {
    for (const input of rawInputs(record.raw)) {
      if (sim.chain.mempool.has(input.txid)) expect(seen.has(input.txid)).toBe(true)
    }
    seen.add(record.txid)
    expect(projection.positionOf(record.txid)).toBeDefined()
  }
  for (const block of projection.blocks.slice(0, -1)) {
    expect(block.blockVSize * 4).toBeLessThanOrEqual(blockWeightLimit)
  }
}

describe('startLiveProjection', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves arrivals and departures at once, and the exact order after the next ordering', () => {
    vi.useFakeTimers()
    const sim = smallChain(3)
    const live = createLive(sim, { txRate: 1, blockInterval: 0, prefill: 3_000 })
    live.prefill()
    const stop = startLiveProjection(sim.chain, { interval: 1_000, sliceMs: 1 })
    const exactNow = () => txidsOf(projectMempool(sim.chain))
    expect(txidsOf(currentProjection(sim.chain))).toEqual(exactNow())

    // Arrivals before the next ordering: placed by their own rate, a child after its parent.
    const rich = payFrom(sim, [confirmedCoin(sim)], 500)
    const child = payFrom(sim, [coinOf(rich, 0)], 2)
    const cheap = payFrom(sim, [confirmedCoin(sim)], 1)
    for (let i = 0; i < 20; i++) live.arrive(live.now)
    const patched = currentProjection(sim.chain)
    expectWhole(sim, patched)
    expect(patched.positionOf(rich.txid)).toEqual({ block: 0, vsize: expect.any(Number) })
    expect(patched.rateOf(rich.txid)).toBeCloseTo(rich.fee / (rich.weight / 4), 9)
    const after = (a: string, b: string) => {
      const [x, y] = [patched.positionOf(a), patched.positionOf(b)]
      return !!x && !!y && (x.block > y.block || (x.block === y.block && x.vsize > y.vsize))
    }
    expect(after(child.txid, rich.txid)).toBe(true)
    expect(patched.rateOf(child.txid)).toBeCloseTo(child.fee / (child.weight / 4), 9)
    expect(after(cheap.txid, child.txid)).toBe(true)
    expect(patched.positionOf(cheap.txid)?.block).toBe(patched.blocks.length - 1)
    // The same projection until the mempool changes again; REST may take it a while longer.
    expect(currentProjection(sim.chain)).toBe(patched)
    live.arrive(live.now)
    expect(recentProjection(sim.chain, 60_000)).toBe(patched)
    expect(currentProjection(sim.chain)).not.toBe(patched)

    // The next ordering runs in slices on the timers and then serves the exact order.
    vi.advanceTimersByTime(1_000)
    expect(txidsOf(currentProjection(sim.chain))).not.toEqual(exactNow())
    vi.advanceTimersByTime(100)
    expect(txidsOf(currentProjection(sim.chain))).toEqual(exactNow())

    // A block: its transactions leave at once, and a fresh ordering starts without waiting.
    const beforeBlock = currentProjection(sim.chain)
    const block = live.mine(live.now + 30)
    const afterBlock = currentProjection(sim.chain)
    expectWhole(sim, afterBlock)
    for (const txid of block.txids.slice(1)) {
      expect(afterBlock.positionOf(txid)).toBeUndefined()
      // The projection before the block still places what the block took.
      expect(beforeBlock.positionOf(txid)?.block).toBe(0)
    }
    vi.advanceTimersByTime(100)
    expect(txidsOf(currentProjection(sim.chain))).toEqual(exactNow())

    stop()
    expect(vi.getTimerCount()).toBe(0)
    live.arrive(live.now)
    expect(currentProjection(sim.chain)).toBe(projectMempool(sim.chain))
  })

  it('keeps consecutive projections accountable: the last one plus what happened is the next', () => {
    // What the websocket hub relies on to push changes without comparing whole mempools.
    vi.useFakeTimers()
    const sim = smallChain(5)
    const live = createLive(sim, { txRate: 1, blockInterval: 0, prefill: 2_000 })
    live.prefill()
    const stop = startLiveProjection(sim.chain, { interval: 300, sliceMs: 1 })
    let arrived: TxRecord[] = []
    let evicted: TxRecord[] = []
    let confirmed: TxRecord[] = []
    sim.chain.events.on('tx', (record) => arrived.push(record))
    sim.chain.events.on('block', (_block, records) => confirmed.push(...records))
    const stopReplacements = onReplacement(sim, (replacement) =>
      evicted.push(...replacement.evicted),
    )
    let before = currentProjection(sim.chain)
    let replacements = 0
    for (let step = 0; step < 40; step++) {
      for (let i = 0; i < 5; i++) live.arrive(live.now + step)
      // Few blocks: each takes the whole first projected block, and a replacement needs a recent
      // arrival still unmined.
      if (step % 13 === 12) live.mine(live.now + step + 1)
      if (step % 7 === 2) {
        // Taken out and put back (a replacement that could not be built): a new node, the same txid.
        const record = [...sim.chain.mempool.values()][step * 10]
        if (record) {
          const out = evictFromMempool(sim.chain, record.txid)
          for (const back of out) sim.chain.addTransaction(Transaction.fromBuffer(back.raw), 0)
        }
      }
      vi.advanceTimersByTime(step % 3 === 0 ? 400 : 50)
      const after = currentProjection(sim.chain)
      const was = (txid: string) => before.positionOf(txid) !== undefined
      const { mempool } = sim.chain
      // By txid, as the hub counts: a transaction put back arrives twice.
      const added = new Set(
        arrived.filter((r) => mempool.has(r.txid) && !was(r.txid)).map((r) => r.txid),
      )
      const removed = new Set(
        evicted.filter((r) => !mempool.has(r.txid) && was(r.txid)).map((r) => r.txid),
      )
      const confirmedPending = confirmed.filter((r) => was(r.txid))
      const size = (p: MempoolProjection) => p.blocks.reduce((n, b) => n + b.txs.length, 0)
      expect(size(before) + added.size - removed.size - confirmedPending.length).toBe(mempool.size)
      expect(size(after)).toBe(mempool.size)
      replacements += evicted.length
      arrived = []
      evicted = []
      confirmed = []
      before = after
    }
    expect(replacements).toBeGreaterThan(0)
    stopReplacements()
    stop()
  })

  it('orders a rebuilt mempool (after a reorg) at once', () => {
    vi.useFakeTimers()
    const sim = smallChain(4)
    createLive(sim, { txRate: 1, blockInterval: 0, prefill: 500 }).prefill()
    const stop = startLiveProjection(sim.chain)
    // Taking the tip off puts its transactions back into the mempool without an event.
    sim.chain.disconnectTip()
    const projection = currentProjection(sim.chain)
    expectWhole(sim, projection)
    expect(txidsOf(projection)).toEqual(txidsOf(projectMempool(sim.chain)))
    stop()
  })
})
