import { expect, it } from 'vitest'
import { MempoolGraph, type MempoolNode } from './mempool-graph.js'

/** A node joined to its parents by hand: the graph's walks read only the links. */
function node(txid: string, parents: MempoolNode[] = []): MempoolNode {
  const made = { txid, parents, children: [] } as unknown as MempoolNode
  for (const parent of parents) parent.children.push(made)
  return made
}

it('hasDescendants counts each descendant once, as descendants() does, and stops at the count', () => {
  const graph = new MempoolGraph()
  // root → a, b; a and b → c (a diamond); c → d.
  const root = node('root')
  const a = node('a', [root])
  const b = node('b', [root])
  const c = node('c', [a, b])
  node('d', [c])
  expect(graph.descendants(root)).toHaveLength(4)
  expect(graph.hasDescendants(root, 4)).toBe(true)
  expect(graph.hasDescendants(root, 5)).toBe(false)
  expect(graph.hasDescendants(c, 1)).toBe(true)
  expect(graph.hasDescendants(c, 2)).toBe(false)
  expect(graph.hasDescendants(root, 0)).toBe(true)
})

it('hasDescendants does not walk a large family past the count', () => {
  const graph = new MempoolGraph()
  const root = node('root')
  const children = Array.from({ length: 5_000 }, (_, i) => node(`c${i}`, [root]))
  for (const child of children) node(`${child.txid}-child`, [child])
  const visited = new Set<MempoolNode>()
  for (const child of children) {
    Object.defineProperty(child, 'children', {
      get() {
        visited.add(child)
        return [] as MempoolNode[]
      },
    })
  }
  expect(graph.hasDescendants(root, 24)).toBe(true)
  expect(visited.size).toBeLessThanOrEqual(24)
})
