import { describe, expect, it } from 'vitest'
import type { MempoolNode } from './mempool-graph.js'
import { mempoolSnapshot } from './mempool-order.js'
import { selectPackages } from './mempool-packages.js'

/**
 * The nodes as the next `count` blocks of at most `limit` weight, each a list of nodes with the rate it
 * was selected at: the snapshot and selection the projection runs, read back as nodes.
 */
function orderMempool(nodes: readonly MempoolNode[], count: number, limit: number) {
  const bySlot = nodes.slice().sort((a, b) => a.order - b.order)
  const order = selectPackages(mempoolSnapshot(bySlot).graph, count, limit)
  let start = 0
  return order.blockEnds.map((end) => {
    const block = { nodes: [] as MempoolNode[], rates: [] as number[] }
    for (let i = start; i < end; i++) {
      block.nodes.push(bySlot[order.slots[i] as number] as MempoolNode)
      block.rates.push(order.rates[i] as number)
    }
    start = end
    return block
  })
}

let order = 0

/** A mempool node with only what the ordering reads: its fee, weight and parents. */
function node(txid: string, fee: number, weight: number, parents: MempoolNode[] = []): MempoolNode {
  const created: MempoolNode = {
    record: {
      txid,
      raw: new Uint8Array(0),
      outputs: [],
      prevouts: [],
      coinbase: false,
      fee,
      size: weight / 4,
      weight,
      vsize: Math.ceil(weight / 4),
      firstSeen: 0,
      confirmation: undefined,
    },
    txid,
    fee,
    weight,
    size: weight / 4,
    signals: true,
    parents,
    children: [],
    order: order++,
    inMempool: true,
    id: order,
    slot: -1,
  }
  for (const parent of parents) parent.children.push(created)
  return created
}

const txids = (blocks: ReturnType<typeof orderMempool>) =>
  blocks.map((block) => block.nodes.map((n) => n.txid))

describe('orderMempool', () => {
  it('orders by fee rate, equal rates by arrival', () => {
    const nodes = [node('a', 1_000, 400), node('b', 4_000, 400), node('c', 1_000, 400)]
    expect(txids(orderMempool(nodes, 8, 4_000_000))).toEqual([['b', 'a', 'c']])
  })

  it('lifts a parent with its child (CPFP) and leaves a cheap child behind its parent', () => {
    const stuck = node('stuck', 400, 400) // 4 sat/vB
    const payer = node('payer', 40_000, 400, [stuck]) // 400 sat/vB, package 202
    const rich = node('rich', 20_000, 400) // 200
    const cheap = node('cheap', 100, 400, [rich]) // 1, package ~100
    const middle = node('middle', 5_000, 400) // 50
    const [block] = orderMempool([stuck, payer, rich, cheap, middle], 8, 4_000_000)
    expect(block?.nodes.map((n) => n.txid)).toEqual(['stuck', 'payer', 'rich', 'middle', 'cheap'])
    // The package's members are mined at the package's rate; the cheap child at its own.
    expect(block?.rates).toEqual([202, 202, 200, 50, 1])
  })

  it('fills a block to the limit, skipping what does not fit, and stacks the rest in the last', () => {
    const nodes = [
      node('big', 3_500 * 5, 3_500),
      node('first', 1_000 * 9, 1_000),
      node('small1', 1_000 * 2, 1_000),
      node('small2', 1_000 * 2, 1_000),
      node('late1', 2_000, 2_000),
      node('late2', 2_000, 2_000),
      node('late3', 2_000, 2_000),
    ]
    // 'big' does not fit after 'first' (4,500 > 4,000): the smaller ones take the room; 'big' opens the
    // next block; the last block holds everything left even past the limit.
    expect(txids(orderMempool(nodes, 3, 4_000))).toEqual([
      ['first', 'small1', 'small2'],
      ['big'],
      ['late1', 'late2', 'late3'],
    ])
  })

  it('puts a transaction too large for any block in the stack instead of losing it', () => {
    const huge = node('huge', 50_000, 5_000)
    const other = node('other', 1_000, 1_000)
    expect(txids(orderMempool([huge, other], 8, 4_000))).toEqual([['other'], ['huge']])
  })

  it('takes a package whole or not at all: a parent that fits alone goes without its child', () => {
    const parent = node('parent', 1_000, 3_000)
    const child = node('child', 30_000, 3_000, [parent])
    const other = node('other', 1_000, 1_000)
    expect(txids(orderMempool([parent, child, other], 8, 4_000))).toEqual([
      ['other', 'parent'],
      ['child'],
    ])
  })
})
