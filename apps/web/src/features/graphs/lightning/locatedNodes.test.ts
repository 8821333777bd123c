import type { LightningWorld } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { locatedNodes, locatedNodesTable } from './locatedNodes'

const world: LightningWorld = {
  maxLiquidity: 9e9,
  maxChannels: 120,
  nodes: [
    [13.4, 52.5, `02${'a'.repeat(64)}`, '', 1e8, 3, { en: 'Germany' }, 'DE'],
    [-74, 40.7, `03${'b'.repeat(64)}`, 'Big', 9e9, 120, { fr: 'États-Unis' }, 'US'],
  ],
}

describe('locatedNodes', () => {
  it('lists the map’s nodes by capacity, with countries in words', () => {
    const nodes = locatedNodes(world)
    expect(nodes.map((n) => [n.rank, n.alias, n.country, n.capacity])).toEqual([
      [1, 'Big', 'États-Unis', 9e9],
      [2, '', 'Germany', 1e8],
    ])
    const table = locatedNodesTable(nodes)
    // A node without an alias shows the start of its key on the page; the file leaves the alias empty.
    expect(table.rows[1]?.[1]).toBe(`02${'a'.repeat(14)}`)
    expect(table.raw[0]).toEqual([
      1,
      'Big',
      `03${'b'.repeat(64)}`,
      'États-Unis',
      120,
      90,
      -74,
      40.7,
    ])
  })
})
