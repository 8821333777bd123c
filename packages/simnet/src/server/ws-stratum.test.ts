import { describe, expect, it } from 'vitest'
import { smallChain } from '../../test/mempool-helpers.js'
import { mine, pay } from '../../test/ws-helpers.js'
import type { SimChain } from '../chain/history.js'
import { subsidy } from '../chain/miner.js'
import { pools } from '../chain/pools.js'
import { type MempoolProjection, projectMempool } from '../chain/projection.js'
import { type JobSource, StratumFeed } from './ws-stratum.js'

/** A feed on a still chain with a hand-moved clock; `update()` takes the projection a hub update would. */
function setup() {
  const sim: SimChain = smallChain()
  let projection: MempoolProjection = projectMempool(sim.chain)
  let ms = 1_000_000
  const source: JobSource = {
    sim,
    get projection() {
      return projection
    },
    now: () => sim.chain.tip.time + 10,
  }
  const feed = new StratumFeed(source, () => ms, 10_000)
  return {
    sim,
    feed,
    update: () => {
      projection = projectMempool(sim.chain)
    },
    wait: (step: number) => {
      ms += step
    },
  }
}

const miningPools = pools.filter((p) => p.id !== 0)

describe('StratumFeed', () => {
  it('holds one job per pool on the tip, keyed by pool id', () => {
    const { sim, feed } = setup()
    const jobs = feed.current()
    expect(Object.keys(jobs).sort()).toEqual(miningPools.map((p) => String(p.id)).sort())
    for (const pool of miningPools) {
      expect(jobs[pool.id]).toMatchObject({
        pool: pool.id,
        height: sim.chain.tip.height + 1,
        cleanJobs: true,
        jobId: '1',
        received: 1_000_000,
        merkleBranches: [],
      })
    }
    expect(feed.current()).toBe(jobs)
  })

  it('makes new jobs for a new template at most once per interval, and at once for a new tip', () => {
    const { sim, feed, update, wait } = setup()
    feed.current()
    expect(feed.refresh()).toEqual([])
    const first = pay(sim, 5)
    update()
    wait(9_999)
    expect(feed.refresh()).toEqual([])
    wait(1)
    const later = feed.refresh()
    expect(later).toHaveLength(miningPools.length)
    expect(later[0]).toMatchObject({ cleanJobs: false, jobId: '2' })
    expect(later[0]?.merkleBranches).toHaveLength(1)
    expect(feed.current()[String(later[0]?.pool)]).toBe(later[0])
    wait(60_000)
    expect(feed.refresh()).toEqual([])

    pay(sim, 6)
    const { block } = mine(sim)
    update()
    const fresh = feed.refresh()
    expect(fresh[0]).toMatchObject({ cleanJobs: true, jobId: '3', height: block.height + 1 })
    expect(fresh[0]?.prevHash.match(/.{8}/g)?.reverse().join('')).toBe(block.hash)
    expect(sim.chain.mempool.has(first.txid)).toBe(false)
  })

  it('leaves out what a new block confirmed while the projection is the one before it', () => {
    const { sim, feed, update } = setup()
    const gone = pay(sim, 5)
    update()
    feed.current()
    const { block } = mine(sim, [gone])
    const [job] = Object.values(feed.current())
    expect(job).toMatchObject({ cleanJobs: true, height: block.height + 1, merkleBranches: [] })
    expect(job?.reward).toBe(subsidy(block.height + 1, sim.halvingInterval))
  })
})
