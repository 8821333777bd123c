import { describe, expect, it } from 'vitest'
import { coinOf, confirmedCoin, smallChain, spendHex } from '../../test/mempool-helpers.js'
import { acceptTransaction } from '../chain/mempool-accept.js'
import { currentProjection } from '../chain/projection.js'
import type { TxRecord } from '../chain/types.js'
import { inBlockRates } from './audit-block-rates.js'
import { auditOf, auditSnapshot } from './audit-store.js'

describe('in-block rates (mempool cpfp.ts calculateGoodBlockCpfp)', () => {
  const sim = smallChain(11)
  const t = sim.chain.tip.time
  const coinbase = sim.chain.txs.get(sim.chain.tip.txids[0] as string) as TxRecord
  const ownRate = (r: TxRecord) => r.fee / (r.weight / 4)
  // A cheap parent its child pays for, and three payments at 30, 20 and 10 sat/vB.
  const parent = acceptTransaction(sim, spendHex([confirmedCoin(sim)], { feeRate: 1, seed: 1 }), t)
  const child = acceptTransaction(
    sim,
    spendHex([coinOf(parent, 1)], { feeRate: 150, seed: 2 }),
    t + 1,
  )
  const [a, b, c] = [30, 20, 10].map((feeRate, i) =>
    acceptTransaction(sim, spendHex([confirmedCoin(sim)], { feeRate, seed: 3 + i }), t + 2),
  ) as [TxRecord, TxRecord, TxRecord]

  it('a parent and its child in the block share their package’s rate; the coinbase 0', () => {
    const rates = inBlockRates([coinbase, parent, child, a])
    const pkg = (parent.fee + child.fee) / ((parent.weight + child.weight) / 4)
    expect(rates.get(parent.txid)).toBeCloseTo(pkg, 9)
    expect(rates.get(child.txid)).toBeCloseTo(pkg, 9)
    expect(rates.get(a.txid)).toBeCloseTo(ownRate(a), 9)
    expect(rates.get(coinbase.txid)).toBe(0)
  })

  it('a parent mined without its child is back to its own rate', () => {
    const rates = inBlockRates([coinbase, parent, a])
    expect(rates.get(parent.txid)).toBeCloseTo(ownRate(parent), 9)
  })

  it('the audit flags such a parent put at the top of the block as prioritized', () => {
    const snapshot = auditSnapshot(sim, currentProjection(sim.chain))
    // The mempool rates it with its child, above the 30 sat/vB payment.
    const projected = snapshot.projected[0]?.find((tx) => tx.txid === parent.txid)
    expect(projected?.rate).toBeGreaterThan(30)
    const audit = auditOf(snapshot, [coinbase, parent, a, b, c], t + 600)
    expect(audit.prioritized).toEqual([parent.txid])
  })
})
