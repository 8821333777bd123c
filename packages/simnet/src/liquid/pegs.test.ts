import { describe, expect, test } from 'vitest'
import { nativeStats } from './assets.js'
import { federationBooks } from './pegs.js'
import { expiredInAudit } from './pegs-backed.js'
import { generateLiquid } from './sim.js'

const sim = generateLiquid('liquid', 1)
const now = sim.chain.tip.time + 60
const books = federationBooks(sim, now)
const sum = (values: number[]) => values.reduce((n, v) => n + v, 0)

describe("the federation's books agree with the chain", () => {
  test('the pegs are the confirmed peg-ins, peg-outs and L-BTC burns', () => {
    const stats = nativeStats(sim, true)
    const pegs = books.pegs
    expect(pegs.filter((p) => p.amount > 0).length).toBe(stats.peg_in_count)
    expect(sum(pegs.map((p) => p.amount))).toBe(
      stats.peg_in_amount - stats.peg_out_amount - stats.burned_amount,
    )
  })

  test('every deposit is a peg-in, and the reserves are the deposits less the payouts and their fees', () => {
    const deposits = books.txos.filter((t) => t.pegtxid)
    expect(sum(deposits.map((t) => t.amount))).toBe(
      sum(books.pegs.filter((p) => p.amount > 0).map((p) => p.amount)),
    )
    const paid = books.pegs.filter((p) => p.bitcointxid && p.amount < 0)
    expect(paid.length).toBeGreaterThan(0)
    const batches = new Set(paid.map((p) => p.bitcointxid)).size
    const held = sum(books.txos.filter((t) => !t.spentAt).map((t) => t.amount))
    const fees = sum(
      [...new Set(paid.map((p) => p.bitcointxid))].map((txid) => {
        const n = paid.filter((p) => p.bitcointxid === txid).length
        return 2_000 + 150 * n
      }),
    )
    expect(batches).toBeGreaterThan(0)
    expect(held).toBe(sum(deposits.map((t) => t.amount)) + sum(paid.map((p) => p.amount)) - fees)
  })

  test('a peg-out is paid only once audited, to its own Bitcoin address', () => {
    const pegouts = books.pegs.filter((p) => p.amount < 0 && p.bitcoinaddress)
    expect(pegouts.length).toBeGreaterThan(0)
    for (const p of pegouts) expect(p.bitcoinaddress).toMatch(/^(bc1|[13])/)
    const newest = pegouts[pegouts.length - 1]
    if (!newest) throw new Error('no peg-out')
    const then = federationBooks(sim, newest.datetime).pegs
    expect(then.find((p) => p.txid === newest.txid)?.bitcointxid).toBe('')
  })
})

describe('expiry, as the audit marks it', () => {
  test('an output unspent when its timelock ends expires, and stays expired once spent later', () => {
    // Confirmed at 100 with a 4032-block timelock: expires at 4132.
    expect(expiredInAudit(4_132, 4_131)).toBe(false)
    expect(expiredInAudit(4_132, 4_132)).toBe(true)
    expect(expiredInAudit(4_132, 5_000, 4_200)).toBe(true)
    // Spent in the expiry block or before: never expired.
    expect(expiredInAudit(4_132, 5_000, 4_132)).toBe(false)
    expect(expiredInAudit(4_132, 5_000, 900)).toBe(false)
  })
})
