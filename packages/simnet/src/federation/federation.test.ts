import { describe, expect, test } from 'vitest'
import { generateHistory } from '../chain/history.js'
import { pegOut } from '../liquid/activity.js'
import { mineNext } from '../liquid/live.js'
import { federationBooks } from '../liquid/pegs.js'
import { generateLiquid } from '../liquid/sim.js'
import { bitcoinParamsAt, referenceTipTime } from '../params.js'
import { createRng } from '../rng.js'
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
  test("the history's peg-outs are each paid by their own payout, confirmed in main's history", () => {
    // Before main mines anything: the payouts are in main's generated history.
    const books = booksNow()
    const pegouts = books.pegs.filter((p) => p.amount < 0 && p.bitcoinaddress)
    expect(pegouts.length).toBeGreaterThan(10)
    const payouts = new Set<string>()
    for (const peg of pegouts) {
      expect(peg.bitcointxid, peg.txid).not.toBe('')
      const payout = main.chain.txs.get(peg.bitcointxid)
      const output = payout?.outputs[peg.bitcoinindex]
      expect(output?.address).toBe(peg.bitcoinaddress)
      expect(output?.value).toBe(-peg.amount)
      // Confirmed at or below the audit, a little after the peg-out (the federation batches a few hours).
      const confirmation = payout?.confirmation
      expect(confirmation?.height).toBeLessThanOrEqual(books.lastBlockAudit)
      const delay = (confirmation?.time ?? 0) - peg.datetime
      expect(delay).toBeGreaterThan(0)
      expect(delay).toBeLessThanOrEqual(4 * 3600)
      payouts.add(peg.bitcointxid)
    }
    // Batches, not one payout for the whole history; no output pays two peg-outs.
    expect(payouts.size).toBeGreaterThan(5)
    const outputs = new Set(pegouts.map((p) => `${p.bitcointxid}:${p.bitcoinindex}`))
    expect(outputs.size).toBe(pegouts.length)
  })

  test('from the first request the reserves back the supply, short only by burns and payout fees', () => {
    const books = booksNow()
    const supply = sum(books.pegs.map((p) => p.amount))
    const reserves = sum(books.txos.filter((t) => !t.spentAt && !t.expiredAt).map((t) => t.amount))
    const burnt = sum(
      books.pegs.filter((p) => p.amount < 0 && !p.bitcoinaddress).map((p) => -p.amount),
    )
    const payouts = new Set(books.pegs.filter((p) => p.amount < 0).map((p) => p.bitcointxid))
    const fees = sum([...payouts].map((txid) => (txid ? (main.chain.txs.get(txid)?.fee ?? 0) : 0)))
    expect(fees).toBeGreaterThan(0)
    expect(reserves).toBe(supply + burnt - fees)
  })

  test("the audit stops a block below main's tip: a payout in the tip block waits for the next", () => {
    // A peg-out confirmed on Liquid now: the federation pays it into main's mempool.
    const time = liquid.chain.tip.time + 60
    const pegout = pegOut(liquid, time)
    expect(pegout).toBeDefined()
    mineNext(liquid, createRng(5), time)
    const key = `${pegout?.txid}:${pegout?.events.find((e) => e.kind === 'pegout')?.vout}`
    const payout = liquid.parent?.paid.get(key)
    expect(payout).toBeDefined()
    mineBlocks(main, 1, 600)
    expect(main.chain.tip.txids).toContain(payout?.txid)
    const waiting = booksNow()
    expect(waiting.bitcoinTip).toBe(main.chain.tip.height)
    expect(waiting.lastBlockAudit).toBe(main.chain.tip.height - 1)
    const row = () => booksNow().pegs.find((p) => p.txid === pegout?.txid && p.amount < 0)
    expect(row()?.bitcointxid).toBe('')
    // Nor is the payout's change held yet.
    expect(waiting.txos.some((t) => t.txid === payout?.txid)).toBe(false)

    mineBlocks(main, 1, 600)
    expect(row()?.bitcointxid).toBe(payout?.txid)
    expect(booksNow().txos.some((t) => t.txid === payout?.txid)).toBe(true)
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
