import { describe, expect, it } from 'vitest'
import { createRng } from '../rng.js'
import { type PackageGraph, PackageSelection, selectPackages } from './mempool-packages.js'

/** A package graph from fees, weights and each slot's parents (earlier slots). */
function graphOf(fees: number[], weights: number[], parents: number[][]): PackageGraph {
  const parentStart = new Int32Array(fees.length + 1)
  parents.forEach((list, i) => {
    parentStart[i + 1] = (parentStart[i] as number) + list.length
  })
  return {
    fee: Float64Array.from(fees),
    weight: Float64Array.from(weights),
    parentStart,
    parentList: Int32Array.from(parents.flat()),
  }
}

/** A random mempool: many transactions spend unconfirmed outputs of up to three earlier ones. */
function randomGraph(seed: number, n: number): { graph: PackageGraph; parents: number[][] } {
  const rng = createRng(seed)
  const fees: number[] = []
  const weights: number[] = []
  const parents: number[][] = []
  for (let i = 0; i < n; i++) {
    weights.push(4 * rng.int(100, 1_000))
    fees.push(rng.int(100, 40_000))
    const list = new Set<number>()
    if (i > 0 && rng.chance(0.7)) {
      for (let k = rng.int(1, 3); k > 0; k--) list.add(rng.int(Math.max(0, i - 12), i - 1))
    }
    parents.push([...list])
  }
  return { graph: graphOf(fees, weights, parents), parents }
}

/**
 * The selection written the slow, obvious way: at every step compute every package from scratch and
 * take the best score (ties to the earlier slot), its members parents first.
 */
function reference(graph: PackageGraph, parents: number[][]): { slots: number[]; rates: number[] } {
  const n = graph.fee.length
  const selected = new Set<number>()
  const slots: number[] = []
  const rates: number[] = []
  const packageOf = (i: number): number[] => {
    const out: number[] = []
    const seen = new Set<number>()
    const visit = (at: number) => {
      seen.add(at)
      for (const p of parents[at] ?? []) if (!seen.has(p) && !selected.has(p)) visit(p)
      out.push(at)
    }
    visit(i)
    return out
  }
  const sum = (list: number[], of: Float64Array) => list.reduce((s, i) => s + (of[i] as number), 0)
  while (selected.size < n) {
    let best = -1
    let bestScore = Number.NEGATIVE_INFINITY
    for (let i = 0; i < n; i++) {
      if (selected.has(i)) continue
      const members = packageOf(i)
      const own = (graph.fee[i] as number) / (graph.weight[i] as number)
      const score = Math.min(own, sum(members, graph.fee) / sum(members, graph.weight))
      if (score > bestScore) {
        best = i
        bestScore = score
      }
    }
    const members = packageOf(best)
    const rate = sum(members, graph.fee) / (sum(members, graph.weight) / 4)
    for (const m of members) {
      selected.add(m)
      slots.push(m)
      rates.push(rate)
    }
  }
  return { slots, rates }
}

describe('selectPackages', () => {
  it('takes packages in the same order as a from-scratch computation at every step', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { graph, parents } = randomGraph(seed, 150)
      const expected = reference(graph, parents)
      // One block with no limit: the selection order alone.
      const order = selectPackages(graph, 1, Number.POSITIVE_INFINITY)
      expect([...order.slots]).toEqual(expected.slots)
      expect([...order.rates]).toEqual(expected.rates)
      expect(order.blockEnds).toEqual([150])
    }
  })

  it('takes a grandparent out of its grandchild’s package even when the parent is taken with it', () => {
    // A (1 sat/vB) and B (400 sat/vB) go first as a package at 200.5; C, B's child, then stands alone.
    const graph = graphOf([100, 40_000, 2_000], [400, 400, 400], [[], [0], [1]])
    const order = selectPackages(graph, 1, Number.POSITIVE_INFINITY)
    expect([...order.slots]).toEqual([0, 1, 2])
    expect([...order.rates]).toEqual([200.5, 200.5, 20])
  })

  it('keeps every slot once, parents first, blocks within the limit, the rest in the stack', () => {
    const { graph, parents } = randomGraph(9, 400)
    const limit = 40_000
    const order = selectPackages(graph, 4, limit)
    expect([...order.slots].sort((a, b) => a - b)).toEqual(Array.from({ length: 400 }, (_, i) => i))
    const seen = new Set<number>()
    for (const slot of order.slots) {
      for (const parent of parents[slot] ?? []) expect(seen.has(parent)).toBe(true)
      seen.add(slot)
    }
    expect(order.blockEnds).toHaveLength(4)
    let start = 0
    for (const end of order.blockEnds.slice(0, -1)) {
      const weight = [...order.slots.subarray(start, end)].reduce(
        (n, s) => n + (graph.weight[s] as number),
        0,
      )
      expect(weight).toBeLessThanOrEqual(limit)
      start = end
    }
    expect(order.blockEnds.at(-1)).toBe(400)
  })

  it('without a stack, stops after the blocks asked for', () => {
    const { graph } = randomGraph(10, 400)
    const full = selectPackages(graph, 4, 40_000)
    const first = selectPackages(graph, 1, 40_000, false)
    const end = full.blockEnds[0] as number
    expect(first.blockEnds).toEqual([end])
    expect([...first.slots]).toEqual([...full.slots.subarray(0, end)])
  })

  it('gives the same order when run in many short steps', () => {
    const { graph } = randomGraph(11, 2_000)
    const whole = selectPackages(graph, 8, 40_000)
    const selection = new PackageSelection(graph, 8, 40_000)
    let steps = 0
    // A deadline already past: each call does the least it can.
    while (!selection.run(0)) steps++
    expect(steps).toBeGreaterThan(10)
    expect(selection.result()).toEqual(whole)
  })
})
