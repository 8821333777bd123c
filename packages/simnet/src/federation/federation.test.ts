import { describe, expect, test } from 'vitest'
import { generateHistory } from '../chain/history.js'
import { federationBooks } from '../liquid/pegs.js'
import { generateLiquid } from '../liquid/sim.js'
import { bitcoinParamsAt, referenceTipTime } from '../params.js'
import { mineBlocks } from '../server/control-chain.js'
import { peginDepth } from './deposits.js'
import { parentHeightAt } from './parent.js'

// Main with a short history (its last blocks carry the deposits), then Liquid pegged to it.
const main = generateHistory(
  { ...bitcoinParamsAt('main', referenceTipTime), historyBlocks: 1_200, fullBlocks: 5 },
  1,
)
const liquid = generateLiquid('liquid', 1, referenceTipTime, main.chain)
const sum = (values: number[]) => values.reduce((n, v) => n + v, 0)
const booksNow = () => federationBooks(liquid, liquid.chain.tip.time + 60)

describe('Liquid and its parent chain agree', () => {
  test("the audit stops a block below main's tip: a payout in the tip block waits for the next", () => {
    // The history's payouts wait in main's mempool: the next block confirms them, at the tip.
    mineBlocks(main, 1, 600)
    const waiting = booksNow()
    expect(waiting.bitcoinTip).toBe(main.chain.tip.height)
    expect(waiting.lastBlockAudit).toBe(main.chain.tip.height - 1)
    const inTip = main.chain.tip.txids
    const unpaid = waiting.pegs.filter((p) => p.amount < 0 && p.bitcoinaddress)
    expect(unpaid.length).toBeGreaterThan(0)
    expect(unpaid.every((p) => p.bitcointxid === '')).toBe(true)
    const payouts = liquid.parent?.payouts ?? []
    expect(payouts.length).toBeGreaterThan(0)
    for (const payout of payouts) expect(inTip).toContain(payout.txid)
    // Nor is a payout's change held yet, and the deposits it spends still are.
    expect(waiting.txos.some((t) => payouts.some((p) => p.txid === t.txid))).toBe(false)

    mineBlocks(main, 1, 600)
    const audited = booksNow()
    expect(audited.lastBlockAudit).toBe(main.chain.tip.height - 1)
    const paid = audited.pegs.filter((p) => p.amount < 0 && p.bitcoinaddress)
    expect(paid.every((p) => payouts.some((payout) => payout.txid === p.bitcointxid))).toBe(true)
  })

  test("every peg-in claims a deposit of main's, paying its address the amount, 102 blocks deep", () => {
    const pegins = booksNow().pegs.filter((p) => p.amount > 0)
    expect(pegins.length).toBeGreaterThan(60)
    for (const peg of pegins) {
      const deposit = main.chain.txs.get(peg.bitcointxid)
      const output = deposit?.outputs[peg.bitcoinindex]
      expect(output?.address, peg.bitcointxid).toBe(peg.bitcoinaddress)
      expect(output?.value).toBe(peg.amount)
      const height = deposit?.confirmation?.height ?? Number.POSITIVE_INFINITY
      expect(parentHeightAt(main.chain, peg.datetime) - height + 1).toBeGreaterThanOrEqual(
        peginDepth,
      )
    }
  })

  test("the federation's outputs are main's unspent outputs, and the reserves are their sum", () => {
    mineBlocks(main, 1, 600)
    const books = booksNow()
    const held = books.txos.filter((t) => !t.spentAt && !t.expiredAt)
    expect(held.length).toBeGreaterThan(0)
    for (const t of held) {
      const output = main.chain.unspent(t.txid, t.txindex)
      expect(output?.value, `${t.txid}:${t.txindex}`).toBe(t.amount)
      expect(output?.address).toBe(t.bitcoinaddress)
      expect(main.chain.txs.get(t.txid)?.confirmation?.height).toBe(t.blocknumber)
    }
    // Every federation output main has at the federation's addresses is in the books.
    const addresses = new Set(books.txos.map((t) => t.bitcoinaddress))
    const onMain = [...addresses].flatMap((address) =>
      (main.chain.addressChain.get(address) ?? []).flatMap((txid) =>
        (main.chain.txs.get(txid)?.outputs ?? [])
          .map((o, vout) => ({ o, vout, txid }))
          .filter(({ o }) => o.address === address && o.spentBy === undefined),
      ),
    )
    expect(sum(onMain.map(({ o }) => o.value))).toBe(sum(held.map((t) => t.amount)))
  })

  test('each peg-out is paid by a main transaction once main confirms it', () => {
    mineBlocks(main, 1, 600)
    const pegouts = booksNow().pegs.filter((p) => p.amount < 0 && p.bitcoinaddress)
    expect(pegouts.length).toBeGreaterThan(0)
    for (const peg of pegouts) {
      expect(peg.bitcointxid, peg.txid).not.toBe('')
      const output = main.chain.txs.get(peg.bitcointxid)?.outputs[peg.bitcoinindex]
      expect(output?.address).toBe(peg.bitcoinaddress)
      expect(output?.value).toBe(-peg.amount)
    }
  })

  test('the supply is the pegs, and the reserves back what was not paid out', () => {
    const books = booksNow()
    const supply = sum(books.pegs.map((p) => p.amount))
    const reserves = sum(books.txos.filter((t) => !t.spentAt).map((t) => t.amount))
    expect(supply).toBeGreaterThan(0)
    // Reserves fall short of the supply by the payouts' fees and the burns, never more than a few BTC.
    expect(reserves).toBeLessThanOrEqual(
      supply + sum(books.pegs.filter((p) => !p.bitcoinaddress).map((p) => -p.amount)),
    )
    expect(reserves).toBeGreaterThan(supply * 0.9)
  })
})
