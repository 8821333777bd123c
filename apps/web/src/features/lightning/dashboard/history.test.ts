import type { LightningStatisticsRow } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { networkHistory, nodeCountOf } from './history'

const row = (added: number, capacity: number): LightningStatisticsRow => ({
  added,
  channel_count: 10,
  total_capacity: capacity,
  tor_nodes: 1,
  clearnet_nodes: 2,
  unannounced_nodes: 3,
  clearnet_tor_nodes: 4,
})

describe('networkHistory', () => {
  it('orders rows by time, drops repeats, and counts nodes when the row does not', () => {
    const history = networkHistory([row(300, 3), row(100, 1), row(200, 2), row(100, 1)])
    expect(history.times).toEqual([100, 200, 300])
    expect(history.capacity).toEqual([1, 2, 3])
    expect(history.nodes).toEqual([10, 10, 10])
  })

  it('takes node_count when the row has it', () => {
    expect(networkHistory([{ ...row(1, 1), node_count: 99 }]).nodes).toEqual([99])
  })
})

describe('nodeCountOf', () => {
  // As mempool serves it: no node_count.
  const row: LightningStatisticsRow = {
    added: 1_700_000_000,
    channel_count: 52_000,
    total_capacity: 520_000_000_000,
    tor_nodes: 9000,
    clearnet_nodes: 2500,
    unannounced_nodes: 300,
    clearnet_tor_nodes: 1200,
  }

  it('adds the node kinds up when the row has no node_count', () => {
    expect(nodeCountOf(row)).toBe(9000 + 2500 + 300 + 1200)
    expect(nodeCountOf({ ...row, node_count: 7 })).toBe(7)
  })
})
