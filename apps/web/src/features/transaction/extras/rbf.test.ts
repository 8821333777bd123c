import type { RbfTree } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { flattenRbf, rbfRelations } from './rbf'

const node = (txid: string, replaces: RbfTree[] = []): RbfTree => ({
  tx: { txid, fee: 1_000, vsize: 100, value: 10_000 },
  time: 1_700_000_000,
  fullRbf: false,
  replaces,
})

describe('rbf', () => {
  const tree = node('c', [node('b', [node('a')])])

  it('lists versions newest first with what replaced each', () => {
    expect(flattenRbf(tree).map((v) => [v.tx.txid, v.replacedBy, v.depth])).toEqual([
      ['c', undefined, 0],
      ['b', 'c', 1],
      ['a', 'b', 2],
    ])
  })

  it('tells a replaced transaction what replaced it', () => {
    const relations = rbfRelations({ replacements: tree, replaces: null }, 'b')
    expect(relations.replacedBy).toBe('c')
    expect(relations.any).toBe(true)
  })

  it('has nothing to say without a tree or replaced transactions', () => {
    expect(rbfRelations({ replacements: null, replaces: null }, 'x').any).toBe(false)
    expect(rbfRelations({ replacements: node('x'), replaces: [] }, 'x').any).toBe(false)
  })
})
