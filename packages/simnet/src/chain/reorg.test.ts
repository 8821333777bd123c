import { afterEach, describe, expect, it, vi } from 'vitest'
import { ledgerProblems, parentsAfterChildren } from '../../test/control-helpers.js'
import { confirmedCoin, smallChain } from '../../test/mempool-helpers.js'
import { Simnet } from '../simnet.js'
import { buildPayment, randomScript } from './builder.js'
import { createLive, startLive } from './live.js'
import { takeCoins } from './mempool-coins.js'
import { blockRecords, isStale, reorgChain } from './reorg.js'
import {
  attachLiveReorgs,
  blockMiner,
  defaultLiveReorgChance,
  liveReorgChance,
  setLiveReorgChance,
} from './reorg-live.js'
import type { BlockRecord, TxRecord } from './types.js'

/** Mines with the chain's miner, a minute after the tip. */
const mineNext = (sim: ReturnType<typeof smallChain>) => () =>
  blockMiner(sim)(sim.chain.tip.time + 60)

describe('reorgChain', () => {
  it('replaces the top blocks, puts their transactions back and keeps every index consistent', () => {
    const sim = smallChain(21)
    createLive(sim, { txRate: 1, blockInterval: 0, prefill: 300 }).prefill()
    const { chain } = sim
    const height = chain.tip.height
    const old = chain.blocks.slice(-3)
    const oldRecords = old.map((block) => blockRecords(chain, block))
    const returned = oldRecords.flatMap((records) => records.slice(1))
    const coinbases = oldRecords.map((records) => records[0] as TxRecord)
    expect(returned.length).toBeGreaterThan(100)
    const events: [BlockRecord[], BlockRecord[]][] = []
    chain.events.on('reorg', (disconnected, connected) => {
      events.push([disconnected, connected])
    })

    const reorg = reorgChain(sim, 3, mineNext(sim))

    expect(reorg.disconnected.map((b) => b.hash)).toEqual(old.map((b) => b.hash))
    expect(reorg.connected.map((b) => b.height)).toEqual([
      height - 2,
      height - 1,
      height,
      height + 1,
    ])
    expect(events).toEqual([[reorg.disconnected, reorg.connected]])
    expect(chain.tip.height).toBe(height + 1)
    expect(chain.blockAt(height - 3)?.hash).toBe(old[0]?.previousHash)
    for (const [i, block] of old.entries()) {
      expect(isStale(chain, block)).toBe(true)
      expect(chain.blockAt(block.height)?.hash).not.toBe(block.hash)
      // Still served: the same transactions as when it was connected.
      expect(blockRecords(chain, block).map((r) => r.txid)).toEqual(block.txids)
      expect(chain.blocksByHash.get(block.hash)).toBe(block)
      expect(isStale(chain, reorg.connected[i] as BlockRecord)).toBe(false)
    }
    for (const coinbase of coinbases) {
      expect(chain.txs.has(coinbase.txid)).toBe(false)
      expect(chain.unspent(coinbase.txid, 0)).toBeUndefined()
    }
    for (const record of returned) {
      const c = record.confirmation
      // Back in the mempool, or taken again by one of the new blocks.
      if (c) expect(reorg.connected.map((b) => b.hash)).toContain(c.hash)
      else expect(chain.mempool.has(record.txid)).toBe(true)
    }
    expect(ledgerProblems(sim)).toEqual([])
    expect(parentsAfterChildren(sim)).toEqual([])
  })

  it('puts the returned transactions ahead of the later arrivals', () => {
    const sim = smallChain(22)
    createLive(sim, { txRate: 1, blockInterval: 0, prefill: 50 }).prefill()
    const { chain } = sim
    const later = [...chain.mempool.keys()]
    const block = chain.tip
    chain.disconnectTip()
    expect([...chain.mempool.keys()]).toEqual([...block.txids.slice(1), ...later])
    expect(ledgerProblems(sim)).toEqual([])
  })

  it('drops what spends a disconnected coinbase, and gives its other coins back', () => {
    const sim = smallChain(23)
    const { chain } = sim
    const mined = blockMiner(sim)(chain.tip.time + 60)
    const coinbase = chain.txs.get(mined.txids[0] as string) as TxRecord
    const out = coinbase.outputs[0]
    if (!out) throw new Error('no coinbase output')
    const other = confirmedCoin(sim)
    // An immature spend (a miner's maturing count allows one after many reorgs), with a child.
    const spend = buildPayment(chain, sim.wallet, sim.rng, {
      time: chain.tip.time,
      feeRate: 2,
      inputs: [{ txid: coinbase.txid, vout: 0, value: out.value, type: out.type }, other],
      pay: [{ script: randomScript(sim.rng), value: Math.floor((out.value + other.value) / 2) }],
    })
    if (!spend) throw new Error('spend not built')
    const child = buildPayment(chain, sim.wallet, sim.rng, {
      time: chain.tip.time,
      feeRate: 2,
      inputs: [
        { txid: spend.txid, vout: 0, value: spend.outputs[0]?.value ?? 0, type: 'v0_p2wpkh' },
      ],
      pay: [{ script: randomScript(sim.rng), value: 10_000 }],
    })
    if (!child) throw new Error('child not built')
    blockMiner(sim)(chain.tip.time + 60)
    expect(spend.confirmation).toBeDefined()
    expect(() => chain.disconnectTip() && chain.disconnectTip()).toThrow(/remove the spender first/)
    // The first disconnect went through: the block holding the spend is back in the mempool.
    expect(chain.mempool.has(spend.txid)).toBe(true)

    reorgChain(sim, 1, mineNext(sim))

    for (const gone of [coinbase, spend, child]) expect(chain.txs.has(gone.txid)).toBe(false)
    expect(ledgerProblems(sim)).toEqual([])
    // The other coin is unspent again and the users hold it; nothing gone can be drawn.
    expect(chain.unspent(other.txid, other.vout)).toBeDefined()
    expect(sim.wallet.list()).toContainEqual(other)
    const drawn = takeCoins(sim, sim.rng, 5_000)
    const goneTxids = new Set([coinbase.txid, spend.txid, child.txid])
    expect(drawn.length).toBeGreaterThan(100)
    expect(drawn.filter((coin) => goneTxids.has(coin.txid))).toEqual([])
  })

  it('refuses a depth the chain cannot give, changing nothing', () => {
    const sim = smallChain(24)
    const tip = sim.chain.tip
    expect(() => reorgChain(sim, 0, mineNext(sim))).toThrow(RangeError)
    expect(() => reorgChain(sim, sim.chain.blocks.length, mineNext(sim))).toThrow(RangeError)
    expect(sim.chain.tip).toBe(tip)
  })
})

describe('live reorgs', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('makes every block a one-block reorg at chance 1, and none at chance 0', () => {
    const run = (chance: number) => {
      const sim = smallChain(25)
      const live = createLive(sim, { txRate: 1, blockInterval: 60, prefill: 200 })
      attachLiveReorgs(sim, live)
      setLiveReorgChance(sim, chance)
      live.prefill()
      let reorgs = 0
      let blocks = 0
      sim.chain.events.on('reorg', (disconnected, connected) => {
        expect(disconnected).toHaveLength(1)
        expect(connected).toHaveLength(2)
        reorgs++
      })
      sim.chain.events.on('block', () => {
        blocks++
      })
      const height = sim.chain.tip.height
      live.advance(live.now + 1_200)
      expect(ledgerProblems(sim)).toEqual([])
      return { reorgs, blocks, grown: sim.chain.tip.height - height }
    }
    const always = run(1)
    expect(always.reorgs).toBeGreaterThan(5)
    // Each due block: the competing block and the one on top of it; the chain grows by one.
    expect(always.blocks).toBe(always.reorgs * 2)
    expect(always.grown).toBe(always.reorgs)
    const never = run(0)
    expect(never.reorgs).toBe(0)
    expect(never.grown).toBe(never.blocks)
  })

  it('is on in the running simulation, at about one block in 150 unless set', () => {
    vi.useFakeTimers()
    const sim = smallChain(26)
    expect(liveReorgChance(sim)).toBe(defaultLiveReorgChance)
    expect(defaultLiveReorgChance).toBeCloseTo(1 / 150)
    expect(() => setLiveReorgChance(sim, 1.5)).toThrow(RangeError)
    const stop = startLive(sim, new Simnet({ blockInterval: 20, txRate: 1, speed: 1 }).options)
    setLiveReorgChance(sim, 1)
    let reorgs = 0
    sim.chain.events.on('reorg', () => {
      reorgs++
    })
    vi.advanceTimersByTime(120_000)
    stop()
    expect(reorgs).toBeGreaterThan(0)
    expect(ledgerProblems(sim)).toEqual([])
  })

  it('mines on demand with the running simulation’s miner', () => {
    const sim = smallChain(27)
    const live = createLive(sim, { txRate: 0, blockInterval: 0, prefill: 0 })
    let calls = 0
    const mine = live.mine
    live.mine = (time) => {
      calls++
      return mine(time)
    }
    attachLiveReorgs(sim, live)
    blockMiner(sim)(sim.chain.tip.time + 60)
    expect(calls).toBe(1)
  })
})
