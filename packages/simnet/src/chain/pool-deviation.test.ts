import { describe, expect, it } from 'vitest'
import { chainProblems, smallChain } from '../../test/mempool-helpers.js'
import { keptAudit } from '../mining/audit-store.js'
import { createRng } from '../rng.js'
import type { SimChain } from './history.js'
import { createLive, type LiveSim } from './live.js'
import { type Deviation, drawDeviation } from './pool-deviation.js'
import { projectBlocks } from './projection.js'
import type { BlockRecord } from './types.js'

const lives = new WeakMap<SimChain, LiveSim>()
const mineOn = (sim: SimChain, deviation: Deviation) => {
  const live = lives.get(sim) as LiveSim
  // Ten minutes after the last arrival: what waits has reached every miner (none of it is fresh).
  return live.mine(live.now + 600, deviation)
}

describe('pool deviations', () => {
  it('are rare: most live blocks follow their template', () => {
    const rng = createRng(7)
    const drawn = Array.from({ length: 10_000 }, () => drawDeviation(rng))
    const share = (kind: Deviation) => drawn.filter((d) => d === kind).length / drawn.length
    expect(share('follow')).toBeGreaterThan(0.8)
    for (const kind of ['censor', 'prioritize', 'empty', 'fresh'] as const) {
      expect(share(kind), kind).toBeGreaterThan(0)
      expect(share(kind), kind).toBeLessThan(0.1)
    }
  })

  it('keep a live chain valid, and each block audited against the template projected before it', () => {
    const run = () => {
      const sim = smallChain(9)
      const live = createLive(sim, {
        txRate: 2,
        blockInterval: 30,
        prefill: 600,
        poolDeviations: true,
      })
      live.prefill()
      const mined: { block: BlockRecord; template: string[] }[] = []
      const mine = live.mine
      live.mine = (time, deviation) => {
        const template = (projectBlocks(sim.chain)[0]?.txs ?? []).map((r) => r.txid)
        const block = mine(time, deviation)
        mined.push({ block, template })
        return block
      }
      live.advance(live.now + 3_600)
      expect(chainProblems(sim)).toEqual([])
      lives.set(sim, live)
      return { sim, mined }
    }
    const { sim, mined } = run()
    expect(mined.length).toBeGreaterThan(60)
    let followed = 0
    for (const { block, template } of mined) {
      const audit = keptAudit(sim.chain, block)
      if (!audit) throw new Error(`no audit for block ${block.height}`)
      expect(audit.template.map((tx) => tx.txid)).toEqual(template)
      const inBlock = new Set(block.txids)
      for (const txid of [...audit.censored, ...audit.fresh]) {
        expect(template.includes(txid) && !inBlock.has(txid)).toBe(true)
      }
      if (block.txids.slice(1).join() === template.join()) {
        followed++
        expect(audit.matchRate).toBe(100)
      }
    }
    expect(followed).toBeGreaterThan(mined.length * 0.7)
    expect(followed).toBeLessThan(mined.length)
    // The same seed, the same run.
    const again = run()
    expect(again.mined.map((m) => m.block.hash)).toEqual(mined.map((m) => m.block.hash))
    // Asked for, a deviation shows in the audit, on a live mempool of chained payments and CPFP packages.
    const prioritized = keptAudit(sim.chain, mineOn(sim, 'prioritize'))
    expect(prioritized?.prioritized.length).toBeGreaterThan(0)
    const censored = keptAudit(again.sim.chain, mineOn(again.sim, 'censor'))
    expect(censored?.censored.length).toBeGreaterThan(0)
  }, 120_000)
})
