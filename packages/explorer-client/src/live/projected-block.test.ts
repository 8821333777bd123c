import { describe, expect, it } from 'vitest'
import { type CompressedTransaction, type ProjectedBlockMessage, parseFrame } from './messages.js'
import { type FoldResult, foldProjectedBlock, type ProjectedBlock } from './projected-block.js'

const a = 'a'.repeat(64)
const b = 'b'.repeat(64)
const c = 'c'.repeat(64)
const d = 'd'.repeat(64)
// Flags above 2^32 as the server sends them (docs example of `track-mempool-block`).
const flags = 1099511631877

const tx = (txid: string, rate: number, acc = false): CompressedTransaction =>
  acc
    ? [txid, rate * 100, 100, 5_000, rate, flags, 1734881537, 1]
    : [txid, rate * 100, 100, 5_000, rate, flags, 1734881537]

const snapshot = (sequence: number, ...txs: CompressedTransaction[]): ProjectedBlockMessage => ({
  index: 0,
  sequence,
  blockTransactions: txs,
})

const delta = (
  sequence: number,
  change: Partial<NonNullable<ProjectedBlockMessage['delta']>>,
): ProjectedBlockMessage => ({
  index: 0,
  sequence,
  delta: { added: [], removed: [], changed: [], ...change },
})

/** Folds `message` onto `current` and returns the block, failing the test on `resync` or `ignore`. */
function fold(current: ProjectedBlock | undefined, message: ProjectedBlockMessage): ProjectedBlock {
  const result = foldProjectedBlock(current, message, 0)
  if (typeof result === 'string') throw new Error(`expected a block, got ${result}`)
  return result.block
}

const rates = (block: ProjectedBlock) =>
  Object.fromEntries([...block.transactions.values()].map((t) => [t.txid.slice(0, 1), t.rate]))

describe('foldProjectedBlock', () => {
  it('expands a snapshot into stripped transactions keyed by txid', () => {
    const block = fold(undefined, snapshot(7, tx(a, 12.5), tx(b, 3, true)))
    expect(block.index).toBe(0)
    expect(block.sequence).toBe(7)
    expect([...block.transactions.keys()]).toEqual([a, b])
    expect(block.transactions.get(a)).toEqual({
      txid: a,
      fee: 1250,
      vsize: 100,
      value: 5_000,
      rate: 12.5,
      flags,
      time: 1734881537,
    })
    expect(block.transactions.get(b)?.acc).toBe(true)
  })

  it('applies consecutive deltas: added, removed and changed', () => {
    let block = fold(undefined, snapshot(7, tx(a, 10), tx(b, 5)))
    block = fold(block, delta(8, { added: [tx(c, 20)], removed: [b] }))
    expect(rates(block)).toEqual({ a: 10, c: 20 })
    block = fold(block, delta(9, { changed: [[a, 30, 9, 1]], added: [tx(d, 1)] }))
    expect(rates(block)).toEqual({ a: 30, c: 20, d: 1 })
    expect(block.transactions.get(a)).toMatchObject({ rate: 30, flags: 9, acc: true, fee: 1000 })
    block = fold(block, delta(10, { changed: [[a, 31, 9, 0]], removed: [c, d] }))
    expect(block.transactions.get(a)?.acc).toBeUndefined()
    expect(rates(block)).toEqual({ a: 31 })
    expect(block.sequence).toBe(10)
  })

  it('leaves the previous block untouched', () => {
    const first = fold(undefined, snapshot(1, tx(a, 10)))
    fold(first, delta(2, { removed: [a], added: [tx(b, 1)] }))
    expect([...first.transactions.keys()]).toEqual([a])
  })

  it('skips a change for a transaction it does not hold', () => {
    const block = fold(
      fold(undefined, snapshot(1, tx(a, 10))),
      delta(2, { changed: [[c, 1, 1, 0]] }),
    )
    expect(rates(block)).toEqual({ a: 10 })
  })

  it('lets a snapshot replace the block whatever its sequence', () => {
    const block = fold(fold(undefined, snapshot(50, tx(a, 1))), snapshot(3, tx(b, 2)))
    expect(rates(block)).toEqual({ b: 2 })
    expect(block.sequence).toBe(3)
  })

  it.each([
    ['a gap in the sequence', 9],
    ['a repeated sequence', 7],
    ['an older sequence', 6],
  ])('asks for a resync on %s', (_, sequence) => {
    const block = fold(undefined, snapshot(7, tx(a, 1)))
    expect(foldProjectedBlock(block, delta(sequence, { added: [tx(b, 2)] }), 0)).toBe('resync')
  })

  it('asks for a resync on a delta before any snapshot', () => {
    expect(foldProjectedBlock(undefined, delta(1, {}), 0)).toBe('resync')
  })

  const malformed: [string, unknown][] = [
    ['a short txid', ['abc', 1, 1, 1, 1, 0, 0]],
    ['a missing fee', [a]],
    ['a fee in a string', [a, '100', 100, 5_000, 1, 0, 0]],
    ['a null rate', [a, 100, 100, 5_000, null, 0, 0]],
    ['an object', { txid: a, fee: 1, vsize: 1, value: 1, rate: 1 }],
    ['null', null],
  ]

  /** The problem parseFrame, the one check of websocket messages, finds in `message`, if it drops it. */
  const refusal = (message: unknown): string | undefined => {
    const problems: string[] = []
    const text = JSON.stringify({ 'projected-block-transactions': message })
    const delivered = parseFrame(text, (error) => problems.push(error.message))
    expect(delivered).toHaveLength(problems.length ? 0 : 1)
    return problems[0]
  }
  const at = (field: string) => `projected-block-transactions.${field}`

  it.each(malformed)('never sees a snapshot tuple with %s: parseFrame drops it', (_, entry) => {
    const message = { index: 0, sequence: 1, blockTransactions: [entry] }
    expect(refusal(message)).toContain(at('blockTransactions[0]'))
  })

  it.each(malformed)('never sees an added tuple with %s: parseFrame drops it', (_, entry) => {
    const message = { index: 0, sequence: 2, delta: { added: [entry], removed: [], changed: [] } }
    expect(refusal(message)).toContain(at('delta.added[0]'))
  })

  it.each<[string, unknown]>([
    ['a text rate', [a, '30', 9, 0]],
    ['no txid', [null, 30, 9, 0]],
    ['an object', { txid: a, rate: 30 }],
  ])('never sees a changed tuple with %s: parseFrame drops it', (_, change) => {
    const message = { index: 0, sequence: 2, delta: { added: [], removed: [], changed: [change] } }
    expect(refusal(message)).toContain(at('delta.changed[0]'))
  })

  it.each<[string, unknown, string]>([
    ['no sequence', { index: 0, blockTransactions: [] }, 'sequence'],
    [
      'a text sequence',
      { index: 0, sequence: '2', delta: { added: [], removed: [], changed: [] } },
      'sequence',
    ],
    [
      'no removed list',
      { index: 0, sequence: 2, delta: { added: [], changed: [] } },
      'delta.removed',
    ],
    [
      'no changed list',
      { index: 0, sequence: 2, delta: { added: [], removed: [] } },
      'delta.changed',
    ],
    [
      'no added list',
      { index: 0, sequence: 2, delta: { removed: [], changed: [] } },
      'delta.added',
    ],
    [
      'a snapshot that is not a list',
      { index: 0, sequence: 2, blockTransactions: {} },
      'blockTransactions',
    ],
  ])('never sees a message with %s: parseFrame drops it', (_, message, field) => {
    expect(refusal(message)).toContain(at(field))
  })

  it('asks for a resync on a message with neither snapshot nor delta', () => {
    const block = fold(undefined, snapshot(1, tx(a, 1)))
    const message = { index: 0, sequence: 2 }
    expect(refusal(message)).toBeUndefined()
    expect(foldProjectedBlock(block, message, 0)).toBe('resync')
  })

  it('ignores messages about another block', () => {
    const block = fold(undefined, snapshot(1, tx(a, 1)))
    const other: FoldResult = foldProjectedBlock(block, { ...snapshot(1, tx(b, 1)), index: 1 }, 0)
    expect(other).toBe('ignore')
    expect(foldProjectedBlock(block, { ...delta(2, {}), index: 3 }, 0)).toBe('ignore')
  })
})
