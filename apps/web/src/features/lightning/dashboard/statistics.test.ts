import type { LightningStatistics } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { formatChange, nodeSplit, percentChange, statRows } from './statistics'

const base: LightningStatistics = {
  added: '2026-11-20T00:00:00.000Z',
  channel_count: 1000,
  node_count: 400,
  total_capacity: 5e10,
  tor_nodes: 200,
  clearnet_nodes: 100,
  unannounced_nodes: 50,
  clearnet_tor_nodes: 50,
  avg_capacity: 5e7,
  avg_fee_rate: 300,
  avg_base_fee_mtokens: 900,
  med_capacity: 2e6,
  med_fee_rate: 50,
  med_base_fee_mtokens: 1000,
}

describe('Lightning statistics rows', () => {
  it('pairs each figure with the week-old one and the change', () => {
    const rows = statRows({ ...base, channel_count: 1100, med_fee_rate: 40 }, base)
    expect(rows.find((r) => r.label === 'Channels')).toEqual({
      label: 'Channels',
      kind: 'count',
      now: 1100,
      before: 1000,
      change: 10,
    })
    expect(rows.find((r) => r.label === 'Median fee rate')?.change).toBe(-20)
    expect(rows.map((r) => r.label)).toContain('Unannounced nodes')
  })

  it('has no change from zero', () => {
    expect(percentChange(5, 0)).toBeUndefined()
    expect(formatChange(undefined)).toBe('–')
  })

  it('formats changes with their sign', () => {
    expect(formatChange(1.254)).toBe('+1.25 %')
    expect(formatChange(-0.4)).toBe('−0.40 %')
    expect(formatChange(0.001)).toBe('0 %')
  })

  it('splits the nodes by how they are reached, with shares adding to 100', () => {
    const split = nodeSplit(base)
    expect(split.map((p) => [p.label, p.count, p.share])).toEqual([
      ['Clearnet', 100, 25],
      ['Tor', 200, 50],
      ['Clearnet and Tor', 50, 12.5],
      ['Unannounced', 50, 12.5],
    ])
  })
})
