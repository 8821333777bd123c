import { beforeAll, describe, expect, it } from 'vitest'
import { generateHistory } from '../chain/history.js'
import { bitcoinParams } from '../params.js'
import { buildGraph } from './graph.js'
import { topNodes } from './rankings.js'
import { activeAt, latestStatistics, networkHistory, nodeHistory } from './statistics.js'
import type { LightningGraph, LnNode } from './types.js'

// Statistics and rankings over main's graph, on a short chain (the graph's size does not depend on it).

let graph: LightningGraph
const day = 86_400

beforeAll(() => {
  graph = buildGraph(
    generateHistory({ ...bitcoinParams.main, historyBlocks: 300, fullBlocks: 10 }, 1),
  )
}, 60_000)

/** The counts at `time`, straight from the channels (what the daily sweep must agree with). */
function countsAt(time: number) {
  const active = graph.channels.filter((c) => activeAt(c, time))
  const nodes = new Set(active.flatMap((c) => [c.node1, c.node2]))
  const reach = (kind: LnNode['reach']) =>
    [...nodes].filter((i) => graph.nodes[i]?.reach === kind).length
  return {
    channel_count: active.length,
    node_count: nodes.size,
    total_capacity: active.reduce((n, c) => n + c.capacity, 0),
    tor_nodes: reach('tor'),
    clearnet_nodes: reach('clearnet'),
    unannounced_nodes: reach('unannounced'),
    clearnet_tor_nodes: reach('clearnet_tor'),
  }
}

describe('network statistics', () => {
  it('has a row per day for a year and today, at midnight UTC, oldest first', () => {
    const rows = networkHistory(graph)
    expect(rows).toHaveLength(366)
    rows.forEach((row, i) => {
      expect(row.added % day).toBe(0)
      if (i > 0) expect(row.added - (rows[i - 1]?.added ?? 0)).toBe(day)
    })
    expect(rows.at(-1)?.added).toBe(Math.floor(graph.now / day) * day)
  })

  it('counts channels, capacity and nodes by reach as the channels say, each day', () => {
    const rows = networkHistory(graph)
    for (const index of [0, 100, 200, 300, 358, 364]) {
      const row = rows[index]
      if (!row) throw new Error(`no row ${index}`)
      expect({ ...row, added: 0 }).toEqual({ added: 0, ...countsAt(row.added + day - 1) })
    }
  })

  it('ends with the graph as it is now', () => {
    const last = networkHistory(graph).at(-1)
    expect(last?.channel_count).toBe(graph.channels.filter((c) => c.status === 1).length)
    expect(last?.node_count).toBe(graph.nodes.filter((n) => n.activeChannels > 0).length)
    expect(last?.total_capacity).toBe(graph.nodes.reduce((n, node) => n + node.capacity, 0) / 2)
  })

  it('grows over the year, as the real network did', () => {
    const rows = networkHistory(graph)
    expect(rows[0]?.channel_count ?? 0).toBeLessThan(rows.at(-1)?.channel_count ?? 0)
    expect(rows[0]?.channel_count ?? 0).toBeGreaterThan(0)
  })

  it('gives /statistics/latest today and seven days earlier, with averages and medians', () => {
    const { latest, previous } = latestStatistics(graph)
    const rows = networkHistory(graph)
    expect(latest.added).toBe(new Date((rows.at(-1)?.added ?? 0) * 1000).toISOString())
    expect(Date.parse(latest.added) - Date.parse(previous.added)).toBe(7 * day * 1000)
    expect(Number(latest.id) - Number(previous.id)).toBe(7)
    expect(latest.channel_count).toBe(rows.at(-1)?.channel_count)
    expect(latest.avg_capacity).toBe(Math.round(latest.total_capacity / latest.channel_count))
    expect(latest.med_capacity).toBeGreaterThan(1_000_000)
    expect(latest.med_capacity).toBeLessThan(latest.avg_capacity)
    expect(latest.med_fee_rate).toBeGreaterThan(0)
    expect(latest.avg_fee_rate).toBeLessThan(5000)
    expect([0, 1000]).toContain(latest.med_base_fee_mtokens)
  })
})

describe('node statistics', () => {
  it('has a row per day since the node was first seen, newest first, ending with its figures now', () => {
    for (const node of graph.nodes.slice(0, 200)) {
      const rows = nodeHistory(graph, node)
      expect(rows[0]).toEqual({
        added: Math.floor(graph.now / day) * day,
        capacity: node.capacity,
        channels: node.activeChannels,
      })
      const since = Math.max(
        Math.floor(node.firstSeen / day) * day,
        (rows[0]?.added ?? 0) - 365 * day,
      )
      expect(rows.at(-1)?.added).toBe(since)
      expect(rows).toHaveLength((rows[0]?.added ?? 0) / day - since / day + 1)
    }
  })
})

describe('rankings', () => {
  it('lists the top 100 by capacity, by channels, and the oldest active nodes', () => {
    const liquidity = topNodes(graph, 'liquidity')
    const connectivity = topNodes(graph, 'connectivity')
    const age = topNodes(graph, 'age')
    for (const list of [liquidity, connectivity, age]) expect(list).toHaveLength(100)
    const sorted = (values: number[], direction: 1 | -1) =>
      values.every((v, i) => i === 0 || direction * (v - (values[i - 1] ?? 0)) >= 0)
    expect(
      sorted(
        liquidity.map((n) => n.capacity),
        -1,
      ),
    ).toBe(true)
    expect(
      sorted(
        connectivity.map((n) => n.activeChannels),
        -1,
      ),
    ).toBe(true)
    expect(
      sorted(
        age.map((n) => n.firstSeen),
        1,
      ),
    ).toBe(true)
    const biggest = Math.max(...graph.nodes.map((n) => n.capacity))
    expect(liquidity[0]?.capacity).toBe(biggest)
    const oldest = Math.min(...graph.nodes.filter((n) => n.activeChannels).map((n) => n.firstSeen))
    expect(age[0]?.firstSeen).toBe(oldest)
    expect(age.every((n) => n.activeChannels > 0)).toBe(true)
  })
})
