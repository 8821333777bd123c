import { describe, expect, it } from 'vitest'
import { confirmedCoin, smallChain, spendHex } from '../../test/mempool-helpers.js'
import { keptAudit } from '../mining/audit-store.js'
import { createRng } from '../rng.js'
import { acceptTransaction } from './mempool-accept.js'
import { createMiner } from './mempool-miner.js'
import { rbfTree } from './replacements.js'

describe('the live miner’s audits', () => {
  it('run at the block’s arrival, not at the later time its header takes', () => {
    const sim = smallChain(12)
    const miner = createMiner(sim, createRng(1))
    // Arrived 10 s before the block, both long before the median time the header must exceed.
    const arrival = sim.chain.tip.mediantime - 1_000
    const paid = acceptTransaction(
      sim,
      spendHex([confirmedCoin(sim)], { feeRate: 20 }),
      arrival - 10,
    )
    const block = miner.mine(arrival, 'empty')
    expect(block.time - arrival).toBeGreaterThan(180)
    const audit = keptAudit(sim.chain, block)
    expect(audit?.fresh).toContain(paid.txid)
    expect(audit?.censored).not.toContain(paid.txid)
  })

  it('tag a left-out transaction of a full-RBF tree as rbf, and strip the template as mempool does', () => {
    const sim = smallChain(13)
    const miner = createMiner(sim, createRng(1))
    const t = sim.chain.tip.time
    const coin = confirmedCoin(sim)
    // The original does not signal: replacing it is full RBF.
    acceptTransaction(sim, spendHex([coin], { feeRate: 2, rbf: false, seed: 1 }), t - 3_600)
    const by = acceptTransaction(sim, spendHex([coin], { feeRate: 20, seed: 2 }), t - 3_000)
    expect(rbfTree(sim, by.txid)?.fullRbf).toBe(true)
    const audit = keptAudit(sim.chain, miner.mine(t + 600, 'empty'))
    expect(audit?.fullrbf).toEqual([by.txid])
    expect(audit?.censored).not.toContain(by.txid)
    const stripped = audit?.template.find((tx) => tx.txid === by.txid)
    expect(stripped).toMatchObject({ vsize: by.weight / 4, time: t - 3_000 })
    // Signals RBF (bit 1), replaced another (bit 18), P2WPKH output (bit 12).
    const flags = BigInt(stripped?.flags ?? 0)
    for (const bit of [0n, 12n, 18n]) expect((flags >> bit) & 1n, `bit ${bit}`).toBe(1n)
  })
})
