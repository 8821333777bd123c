import type { RbfTree } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { rbfTimeline } from './rbf'

const node = (txid: string, fee: number, time: number, replaces: RbfTree[] = []): RbfTree => ({
  tx: { txid, fee, vsize: 100, value: 10_000, rate: fee / 100, rbf: true },
  time,
  fullRbf: false,
  replaces,
})

describe('rbfTimeline', () => {
  // d replaced c and b (two conflicting payments at once); c had replaced a.
  const tree = node('d', 5_000, 400, [
    node('c', 2_000, 300, [node('a', 1_000, 100)]),
    node('b', 1_500, 200),
  ])

  it('lists every version in the order seen, each with its bump over what it replaced', () => {
    const entries = rbfTimeline(tree, 'c')
    expect(entries.map((e) => [e.tx.txid, e.rate, e.bump, e.replaced])).toEqual([
      ['a', 10, undefined, []],
      ['b', 15, undefined, []],
      ['c', 20, { fee: 1_000, rate: 10 }, ['a']],
      // Over both it replaced: 5,000 - 3,500 sats; its rate over the better of theirs (20).
      ['d', 50, { fee: 1_500, rate: 30 }, ['c', 'b']],
    ])
  })

  it('marks the shown transaction and the latest version', () => {
    const entries = rbfTimeline(tree, 'c')
    expect(entries.filter((e) => e.shown).map((e) => e.tx.txid)).toEqual(['c'])
    expect(entries.filter((e) => e.latest).map((e) => e.tx.txid)).toEqual(['d'])
  })

  it('puts what was replaced first when two versions were seen the same second', () => {
    const same = node('y', 3_000, 50, [node('x', 1_000, 50)])
    expect(rbfTimeline(same, 'x').map((e) => e.tx.txid)).toEqual(['x', 'y'])
  })

  it('is empty without a tree', () => {
    expect(rbfTimeline(null, 'x')).toEqual([])
  })
})
