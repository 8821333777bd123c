import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainProblems, smallChain } from '../../test/mempool-helpers.js'
import { bitcoinParams } from '../params.js'
import { Simnet } from '../simnet.js'
import { generateHistory } from './history.js'
import { createLive, liveDefaults, prefillSizes, startLive } from './live.js'
import { catchUpLimit } from './live-driver.js'
import { chainTime } from './mempool-clock.js'
import { recommendedFees } from './mempool-fees.js'
import { projectBlocks } from './projection.js'
import { rbfTrees } from './replacements.js'
import type { BlockRecord, TxRecord } from './types.js'

describe('createLive', () => {
  it('keeps the chain consistent through arrivals, replacements and blocks', () => {
    const sim = smallChain(3)
    const live = createLive(sim, { txRate: 1, blockInterval: 60, prefill: 300 })
    live.prefill()
    const backlog = sim.chain.mempool.size
    const arrived: TxRecord[] = []
    const mined: { block: BlockRecord; txs: TxRecord[]; projected: string[] }[] = []
    let projected: string[] = []
    sim.chain.events.on('tx', (record) => {
      arrived.push(record)
    })
    // What the projection put first just before each block: a block is mined from it.
    const mine = live.mine
    live.mine = (time) => {
      projected = (projectBlocks(sim.chain)[0]?.txs ?? []).map((r) => r.txid)
      return mine(time)
    }
    sim.chain.events.on('block', (block, txs) => {
      mined.push({ block, txs, projected })
    })
    const height = sim.chain.tip.height
    live.advance(live.now + 1_800)

    expect(chainProblems(sim)).toEqual([])
    // One to two arrivals a second (txRate 1, doubled while full blocks keep the backlog under its
    // start) and a block a minute (Poisson and exponential around those).
    expect(arrived.length).toBeGreaterThan(1_400)
    expect(arrived.length).toBeLessThan(4_400)
    expect(mined.length).toBeGreaterThan(15)
    expect(mined.length).toBeLessThan(50)
    expect(sim.chain.tip.height).toBe(height + mined.length)
    for (const { block, txs, projected: top } of mined) {
      expect(block.weight).toBeLessThanOrEqual(4_000_000)
      // The whole projected block, as a miner takes its template (parents first: a valid block).
      expect(block.txids.slice(1)).toEqual(top)
      for (const record of txs) expect(sim.chain.mempool.has(record.txid)).toBe(false)
    }
    // A backlog of 300 is one small block: the first takes it all, later ones what arrived since.
    expect(mined[0]?.txs.length).toBeGreaterThan(backlog * 0.9)
    expect(mined.at(-1)?.txs.length).toBeGreaterThan(1)
    const trees = rbfTrees(sim)
    expect(trees.length).toBeGreaterThan(5)
    for (const tree of trees) {
      const replacedFees = tree.replaces.reduce((n, child) => n + child.tx.fee, 0)
      // BIP 125 rules 3 and 4: more fees than what it replaced, plus its own size at 1 sat/vB.
      expect(tree.tx.fee).toBeGreaterThanOrEqual(replacedFees + tree.tx.vsize)
      for (const child of tree.replaces) expect(sim.chain.txs.has(child.tx.txid)).toBe(false)
    }
  })

  it('mines full blocks while a backlog waits, and at the default rates the backlog lasts', () => {
    const sim = generateHistory({ ...bitcoinParams.main, historyBlocks: 700, fullBlocks: 12 }, 2)
    const live = createLive(sim, { ...liveDefaults, prefill: prefillSizes.main })
    live.prefill()
    const backlog = () => [...sim.chain.mempool.values()].reduce((n, r) => n + r.vsize, 0)
    const mined: { weight: number; waiting: number }[] = []
    const mine = live.mine
    live.mine = (time) => {
      const waiting = backlog()
      const block = mine(time)
      mined.push({ weight: block.weight, waiting })
      return block
    }
    // Three blocks' time at the default rates (blocks come at random: a Poisson process).
    live.advance(live.now + 3 * liveDefaults.blockInterval)
    expect(mined.length).toBeGreaterThanOrEqual(1)
    for (const { weight, waiting } of mined) {
      // More than a block's worth waiting (1 MvB): the block is full, as a real one would be.
      if (waiting > 1_000_000) expect(weight).toBeGreaterThan(3_900_000)
    }
    expect(mined.some(({ waiting }) => waiting > 1_000_000)).toBe(true)
    // Arrivals keep up with full blocks: the mempool does not empty in three blocks.
    expect(backlog()).toBeGreaterThan(500_000)
    expect(chainProblems(sim)).toEqual([])
  }, 120_000)

  it('gives the same run for the same seed', () => {
    const run = () => {
      const sim = smallChain(4)
      const live = createLive(sim, { txRate: 2, blockInterval: 30, prefill: 100 })
      live.prefill()
      live.advance(live.now + 300)
      return { tip: sim.chain.tip.hash, mempool: [...sim.chain.mempool.keys()] }
    }
    const first = run()
    expect(first.mempool.length).toBeGreaterThan(0)
    expect(run()).toEqual(first)
  })

  it('pre-fills a backlog of several blocks, so fees are above the floor', () => {
    const sim = smallChain(5)
    const added = createLive(sim, { txRate: 1, blockInterval: 0, prefill: 5_000 }).prefill()
    expect(added.length).toBeGreaterThanOrEqual(5_000)
    const blocks = projectBlocks(sim.chain)
    expect(blocks.length).toBeGreaterThanOrEqual(2)
    expect(blocks[0]?.blockVSize).toBeGreaterThan(950_000)
    const fees = recommendedFees(blocks, 1)
    expect(fees.fastestFee).toBeGreaterThan(fees.economyFee)
    // Cheap transactions were first seen longer ago than the chain's tip.
    expect(Math.min(...added.map((r) => r.firstSeen))).toBeLessThan(sim.chain.tip.time - 3_600)
  })
})

describe('startLive', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs on a timer at the given speed, with the chain clock, until stopped', () => {
    const sim = smallChain(6)
    const { options } = new Simnet({ blockInterval: 20, txRate: 2, speed: 3 })
    const height = sim.chain.tip.height
    const start = sim.chain.tip.time
    // Started at the tip's time: nothing to catch up.
    vi.useFakeTimers({ now: start * 1000 })
    const stop = startLive(sim, options)
    expect(sim.chain.mempool.size).toBeGreaterThan(100)
    vi.advanceTimersByTime(100_000)
    // 100 s at speed 3: 300 s of chain time, about 15 blocks.
    expect(chainTime(sim)).toBe(start + 300)
    expect(sim.chain.tip.height).toBeGreaterThan(height + 5)
    expect(sim.chain.tip.height).toBeLessThan(height + 30)
    stop()
    expect(vi.getTimerCount()).toBe(0)
    const stopped = sim.chain.tip.height
    vi.advanceTimersByTime(100_000)
    expect(sim.chain.tip.height).toBe(stopped)
    expect(chainTime(sim)).toBe(sim.chain.tip.time)
  })
  it('starts its clock at the wall clock, first mining the blocks due since an older tip', () => {
    const sim = smallChain(7)
    const { options } = new Simnet({ blockInterval: 30, txRate: 1, speed: 1 })
    const tip = sim.chain.tip
    // The CLI's hourly tip, started 50 minutes into the hour.
    const started = tip.time + 3_000
    vi.useFakeTimers({ now: started * 1000 })
    const mined: BlockRecord[] = []
    sim.chain.events.on('block', (block) => {
      mined.push(block)
    })
    let caughtUp = 0
    const stop = startLive(sim, options, () => {
      caughtUp += 1
      // Said once the whole gap is simulated, not before.
      expect(chainTime(sim)).toBeGreaterThanOrEqual(started)
    })
    // The catch-up runs between other work (a slice at a time), not before startLive returns.
    expect(mined).toEqual([])
    expect(caughtUp).toBe(0)
    vi.advanceTimersByTime(1_000)
    expect(caughtUp).toBe(1)
    // About twenty blocks at 30 s apart over the last ten minutes (the older 40 are skipped).
    expect(mined.length).toBeGreaterThan(10)
    expect(mined.length).toBeLessThan(40)
    for (const block of mined) {
      expect(block.time).toBeGreaterThanOrEqual(started - catchUpLimit)
      expect(block.time).toBeLessThanOrEqual(started + 1)
    }
    const last = mined.at(-1)?.time ?? 0
    expect(started - last).toBeLessThan(300)
    expect(chainTime(sim)).toBe(started + 1)
    expect(chainProblems(sim)).toEqual([])
    stop()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('skips what is older than ten minutes before the start: a fixed tip time a year old starts now', () => {
    const sim = smallChain(8)
    const { options } = new Simnet({ blockInterval: 60, txRate: 1, speed: 1 })
    const tip = sim.chain.tip
    const started = tip.time + 365 * 86_400
    vi.useFakeTimers({ now: started * 1000 })
    const stop = startLive(sim, options)
    vi.advanceTimersByTime(1_000)
    const blocks = sim.chain.blocks.filter((block) => block.height > tip.height)
    expect(blocks.length).toBeGreaterThan(4)
    expect(blocks[0]?.time).toBeGreaterThanOrEqual(started - catchUpLimit)
    expect(chainTime(sim)).toBe(started + 1)
    stop()
  })
})
