import { describe, expect, test } from 'vitest'
import { type AuditTx, auditBlock, propagationMargin, type RbfLookup } from './audit.js'
import { prioritizedTxs } from './audit-prioritized.js'

const now = 1_000_000
const old = now - 3_600
const coinbase: AuditTx = { txid: 'cb', fee: 0, weight: 800, vsize: 200, rate: 0 }
/** A 1,000 vB transaction paying `rate` sat/vB, first seen at `seen`. */
const tx = (txid: string, rate: number, seen = old): AuditTx => ({
  txid,
  fee: rate * 1_000,
  weight: 4_000,
  vsize: 1_000,
  rate,
  firstSeen: seen,
})

const template = [tx('a', 50), tx('b', 40), tx('c', 30), tx('d', 20)]
const next = [tx('e', 10), tx('f', 9), tx('g', 8)]
const far = [tx('y', 2), tx('z', 1)]
const projected = [template, next, far]

describe('auditBlock (mempool backend/src/api/audit.ts rules)', () => {
  test('a block that is its template: 100 %, nothing tagged, expected fees and weight of the template', () => {
    const audit = auditBlock({ block: [coinbase, ...template], projected, now })
    expect(audit).toMatchObject({
      censored: [],
      added: [],
      prioritized: [],
      fresh: [],
      unseen: [],
      score: 1,
      similarity: 1,
      matchRate: 100,
      expectedFees: 140_000,
      expectedWeight: 16_000,
    })
  })

  test('a template transaction left out is missing; the next projected one taken instead is added', () => {
    const block = [coinbase, tx('a', 50), tx('c', 30), tx('d', 20), tx('e', 10)]
    const audit = auditBlock({ block, projected, now })
    expect(audit.censored).toEqual(['b'])
    expect(audit.added).toEqual(['e'])
    expect(audit.matchRate).toBe(75)
  })

  test(`one first seen within ${propagationMargin} s is fresh, not missing: the score stays whole`, () => {
    const recent = [tx('a', 50), tx('b', 40, now - 30), tx('c', 30), tx('d', 20)]
    const audit = auditBlock({
      block: [coinbase, tx('a', 50), tx('c', 30), tx('d', 20)],
      projected: [recent, next, far],
      now,
    })
    expect(audit.fresh).toEqual(['b'])
    expect(audit.censored).toEqual([])
    expect(audit.matchRate).toBe(100)
  })

  test('an empty block misses the whole template: 0 %', () => {
    const audit = auditBlock({ block: [coinbase], projected, now })
    expect(audit.censored).toEqual(['a', 'b', 'c', 'd'])
    expect(audit.matchRate).toBe(0)
    expect(audit.similarity).toBeCloseTo(800 / 16_800)
  })

  test('a cheap transaction put at the top is prioritized; the tail it pushed out is no censorship', () => {
    // A full block: the prioritized one's weight pushes the template's last transaction out.
    const big = (txid: string, rate: number): AuditTx => ({ ...tx(txid, rate), weight: 1_331_700 })
    const full = [big('a', 50), big('b', 40), big('c', 30), big('d', 20)]
    const block = [coinbase, tx('z', 1), big('a', 50), big('b', 40), big('c', 30)]
    const audit = auditBlock({ block, projected: [full, next, far], now })
    expect(audit.prioritized).toEqual(['z'])
    expect(audit.censored).toEqual([])
    expect(audit.matchRate).toBe(100)
  })

  test('a block transaction the mempool never had is unseen', () => {
    const audit = auditBlock({ block: [coinbase, ...template, tx('x', 5)], projected, now })
    expect(audit.unseen).toEqual(['x'])
    expect(audit.added).toEqual([])
  })

  test('expected weight is the template’s weight, not its rounded-up vsizes × 4', () => {
    // 4,001 weight units: 1,000.25 vB, a record's vsize rounds it up to 1,001 (3 weight units more).
    const odd = (txid: string, rate: number): AuditTx => ({
      ...tx(txid, rate),
      weight: 4_001,
      vsize: 1_001,
    })
    const oddTemplate = [odd('a', 50), odd('b', 40)]
    const audit = auditBlock({ block: [coinbase, ...oddTemplate], projected: [oddTemplate], now })
    expect(audit.expectedWeight).toBe(8_002)
  })

  test('prioritisation reads the block’s own rates: a parent mined without its paying child', () => {
    // In the mempool, p rode at 45 sat/vB on its child; in the block, alone, it pays 1 (its rate there).
    const mempoolTemplate = [tx('p', 45), tx('a', 30), tx('b', 20), tx('c', 10)]
    const block = [coinbase, tx('p', 1), tx('a', 30), tx('b', 20), tx('c', 10)]
    const audit = auditBlock({ block, projected: [mempoolTemplate, next], now })
    expect(audit.prioritized).toEqual(['p'])
  })
})

describe('auditBlock with replacement trees (mempool rbfCache)', () => {
  /** Trees by their txids: `full` says whether each is full-RBF; `replaced` maps a txid to its replacer. */
  const lookup = (
    trees: { txids: string[]; full: boolean }[],
    replaced: Record<string, string> = {},
  ): RbfLookup => {
    const treeOf = (txid: string) => trees.find((tree) => tree.txids.includes(txid))
    return {
      has: (txid) => treeOf(txid) !== undefined,
      isFullRbf: (txid) => treeOf(txid)?.full ?? false,
      treeTxids: (txid) => treeOf(txid)?.txids ?? [],
      replacedBy: (txid) => replaced[txid],
    }
  }
  const withoutB = [coinbase, tx('a', 50), tx('c', 30), tx('d', 20)]

  test('a missing template transaction of a full-RBF tree is rbf, not missing (nor fresh)', () => {
    const rbf = lookup([{ txids: ['b', 'b0'], full: true }])
    const audit = auditBlock({ block: withoutB, projected, now, rbf })
    expect(audit.fullrbf).toEqual(['b'])
    expect([audit.censored, audit.fresh, audit.matchRate]).toEqual([[], [], 100])
    // Recent, it is still rbf: that rule comes first.
    const recent = [tx('a', 50), tx('b', 40, now - 30), tx('c', 30), tx('d', 20)]
    const again = auditBlock({ block: withoutB, projected: [recent, next, far], now, rbf })
    expect([again.fullrbf, again.fresh]).toEqual([['b'], []])
  })

  test('a missing one whose tree (opt-in) has a member in the block is rbf; with none, missing', () => {
    const block = [...withoutB, tx('b1', 45)]
    const rbf = lookup([{ txids: ['b', 'b1'], full: false }])
    const audit = auditBlock({ block, projected, now, rbf })
    expect(audit.fullrbf).toEqual(['b', 'b1'])
    expect(audit.censored).toEqual([])
    const alone = auditBlock({ block: withoutB, projected, now, rbf })
    expect([alone.fullrbf, alone.censored]).toEqual([[], ['b']])
  })

  test('a block transaction outside the template in a kept tree is rbf, not added or unseen', () => {
    const block = [coinbase, tx('a', 50), tx('c', 30), tx('d', 20), tx('e', 10), tx('old', 3)]
    const rbf = lookup(
      [
        { txids: ['e', 'e0'], full: false },
        { txids: ['old', 'new'], full: false },
      ],
      {
        old: 'new',
      },
    )
    const audit = auditBlock({ block, projected, now, rbf })
    expect(audit.fullrbf).toEqual(['e', 'old'])
    expect(audit.added).toEqual([])
    // The replaced version the mempool no longer held is not unseen: mempool knew it, then replaced it.
    expect(audit.unseen).toEqual([])
    const unreplaced = lookup([{ txids: ['x', 'x0'], full: false }])
    const unseen = auditBlock({
      block: [coinbase, ...template, tx('x', 5)],
      projected,
      now,
      rbf: unreplaced,
    })
    expect([unseen.fullrbf, unseen.unseen]).toEqual([['x'], ['x']])
  })
})

describe('prioritizedTxs', () => {
  test('rates falling down the block are in order; one far below its place is prioritized', () => {
    const rated = (rates: number[]) => rates.map((rate, i) => ({ txid: `t${i}`, rate }))
    expect(prioritizedTxs(rated([0, 9, 8, 7, 6]))).toEqual([])
    expect(prioritizedTxs(rated([0, 9, 1, 8, 7, 6]))).toEqual(['t2'])
    // Within 0.1 sat/vB of the run: rounding, not a choice.
    expect(prioritizedTxs(rated([0, 9, 8.95, 9, 8]))).toEqual([])
  })

  test('the check starts from the bottom transaction’s rate, not from zero (as the backend does)', () => {
    const rated = (rates: number[]) => rates.map((rate, i) => ({ txid: `t${i}`, rate }))
    // Read bottom-up: 5, 3, 1, 6, 7; the rising run is 1, 6, 7, and 3 sits below the bottom's 5.
    expect(prioritizedTxs(rated([0, 7, 6, 1, 3, 5]))).toEqual(['t4'])
  })
})
