import { describe, expect, it } from 'vitest'
import { lightningStatistics } from '../test/lightningFetch'
import { nodeSplit, percentChange, statRows } from './statistics'

const base = lightningStatistics(1000)

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

  it('has no week-old figure nor change when the service has no row a week back', () => {
    const rows = statRows(base, undefined)
    expect(rows.find((r) => r.label === 'Channels')).toMatchObject({ now: 1000, before: undefined })
    expect(rows.every((r) => r.change === undefined)).toBe(true)
  })

  it('has no change from zero', () => {
    expect(percentChange(5, 0)).toBeUndefined()
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
