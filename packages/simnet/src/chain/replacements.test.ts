import { describe, expect, it } from 'vitest'
import {
  chainProblems,
  coinOf,
  confirmedCoin,
  fixture,
  keysOf,
  smallChain,
  spendHex,
} from '../../test/mempool-helpers.js'
import { createLive } from './live.js'
import { acceptTransaction } from './mempool-accept.js'
import {
  onReplacement,
  type Replacement,
  rbfSummary,
  rbfTree,
  rbfTrees,
  replacedBy,
  replacedTransaction,
  replacesOf,
} from './replacements.js'

describe('replacements', () => {
  const sim = smallChain(7)
  const t = sim.chain.tip.time
  const coin = confirmedCoin(sim)
  const seen: Replacement[] = []
  onReplacement(sim, (replacement) => {
    seen.push(replacement)
  })
  const a = acceptTransaction(sim, spendHex([coin], { feeRate: 2, seed: 1 }), t)
  const child = acceptTransaction(sim, spendHex([coinOf(a, 1)], { feeRate: 3, seed: 2 }), t + 1)
  const b = acceptTransaction(sim, spendHex([coin], { feeRate: 10, seed: 3 }), t + 60)

  it('take the original and its descendants out of the chain', () => {
    for (const gone of [a, child]) {
      expect(sim.chain.txs.has(gone.txid)).toBe(false)
      expect(sim.chain.mempool.has(gone.txid)).toBe(false)
      for (const out of gone.outputs) {
        if (out.address)
          expect(sim.chain.addressMempool.get(out.address)?.has(gone.txid)).not.toBe(true)
      }
    }
    expect(sim.chain.spends.get(`${coin.txid}:${coin.vout}`)?.txid).toBe(b.txid)
    expect(sim.chain.spends.has(`${a.txid}:1`)).toBe(false)
    expect(chainProblems(sim)).toEqual([])
    expect(seen).toHaveLength(1)
    expect(seen[0]?.replaced.map((r) => r.txid)).toEqual([a.txid])
    expect(seen[0]?.evicted.map((r) => r.txid)).toEqual([a.txid, child.txid])
    expect(seen[0]?.by.txid).toBe(b.txid)
    expect(replacedTransaction(sim, a.txid)?.raw).toEqual(a.raw)
  })

  it('record a tree per replacement chain, shaped like mempool.space', () => {
    const tree = rbfTree(sim, a.txid)
    expect(rbfTree(sim, b.txid)).toBe(tree)
    expect(replacedBy(sim, a.txid)).toBe(b.txid)
    expect(replacesOf(sim, b.txid)).toEqual([a.txid])
    expect(replacesOf(sim, a.txid)).toBeUndefined()
    expect(tree).toMatchObject({
      tx: {
        txid: b.txid,
        fee: b.fee,
        vsize: b.weight / 4,
        rbf: true,
        fullRbf: false,
        time: t + 60,
      },
      time: t + 60,
      fullRbf: false,
      replaces: [
        { tx: { txid: a.txid, fee: a.fee, rbf: true }, time: t, interval: 60, replaces: [] },
      ],
    })
    const recorded = fixture('frontend-cypress/details_rbf/tx02_api_rbf.json') as {
      replacements: { tx: object; replaces: { tx: object }[] }
    }
    const json = JSON.parse(JSON.stringify(tree))
    expect(keysOf(json)).toEqual(keysOf(recorded.replacements))
    expect(keysOf(json.tx)).toEqual(keysOf(recorded.replacements.tx))
    expect(keysOf(json.replaces[0])).toEqual(keysOf(recorded.replacements.replaces[0]))
    expect(keysOf(json.replaces[0].tx)).toEqual(keysOf(recorded.replacements.replaces[0]?.tx))
  })

  it('nest a replacement of a replacement, and flag full RBF when the original did not signal', () => {
    const d = acceptTransaction(sim, spendHex([coin], { feeRate: 20, seed: 4 }), t + 90)
    const tree = rbfTree(sim, a.txid)
    expect(tree?.tx.txid).toBe(d.txid)
    expect(tree?.replaces[0]?.tx.txid).toBe(b.txid)
    expect(tree?.replaces[0]?.interval).toBe(30)
    expect(tree?.replaces[0]?.replaces[0]?.tx.txid).toBe(a.txid)
    expect(tree?.fullRbf).toBe(false)

    const other = confirmedCoin(sim)
    const quiet = acceptTransaction(
      sim,
      spendHex([other], { feeRate: 2, rbf: false, seed: 5 }),
      t + 95,
    )
    const loud = acceptTransaction(sim, spendHex([other], { feeRate: 5, seed: 6 }), t + 99)
    const full = rbfTree(sim, quiet.txid)
    expect(full?.tx).toMatchObject({ txid: loud.txid, fullRbf: true, rbf: true })
    expect(full?.fullRbf).toBe(true)
    expect(full?.replaces[0]?.tx.rbf).toBe(false)

    expect(rbfTrees(sim).map((x) => x.tx.txid)).toEqual([loud.txid, d.txid])
    expect(rbfTrees(sim, { fullRbfOnly: true }).map((x) => x.tx.txid)).toEqual([loud.txid])
    expect(rbfTrees(sim, { after: loud.txid }).map((x) => x.tx.txid)).toEqual([d.txid])
  })

  it('mark a tree mined when its transaction confirms, and summarise the latest', () => {
    const root = rbfTree(sim, a.txid)
    const live = createLive(sim, { txRate: 0, blockInterval: 0, prefill: 0 })
    const block = live.mine(sim.chain.tip.time + 120)
    expect(block.txids).toContain(root?.tx.txid)
    expect(root?.mined).toBe(true)
    expect(root?.tx.mined).toBe(true)
    expect(root?.replaces[0]?.tx.mined).toBeUndefined()

    const summary = rbfSummary(sim)
    const recorded = fixture('frontend-cypress/mainnet_mempoolInfo.json') as {
      rbfSummary: object[]
    }
    expect(summary).toHaveLength(2)
    for (const line of summary) expect(keysOf(line)).toEqual(keysOf(recorded.rbfSummary[0]))
    expect(summary[1]).toMatchObject({ txid: root?.tx.txid, mined: true, fullRbf: false })
    expect(summary[1]?.oldFee).toBe(root?.replaces[0]?.tx.fee)
  })
})
