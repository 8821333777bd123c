import type { LightningStatisticsRow } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { palettes } from '../../../theme/palette'
import { capacityAndChannels, nodesByNetwork } from './networkSeries'

const row = (day: number, extra: Partial<LightningStatisticsRow> = {}): LightningStatisticsRow => ({
  added: 1_700_000_000 + day * 86_400,
  channel_count: 1000 + day,
  total_capacity: 5e10 + day * 1e8,
  tor_nodes: 200 + day,
  clearnet_nodes: 100,
  unannounced_nodes: 50,
  clearnet_tor_nodes: 10,
  ...extra,
})

describe('nodesByNetwork', () => {
  it('stacks the four kinds of node per day, in time order whatever order the service sent', () => {
    const data = nodesByNetwork([row(2), row(1)], palettes.dark)
    expect(data.stacked).toBe(true)
    expect(data.times).toEqual([row(1).added, row(2).added])
    expect(data.series.map((s) => [s.label, s.values])).toEqual([
      ['Clearnet', [100, 100]],
      ['Tor', [201, 202]],
      ['Clearnet and Tor', [10, 10]],
      ['Unannounced', [50, 50]],
    ])
    expect(new Set(data.series.map((s) => s.color)).size).toBe(4)
  })

  it('names its series even without rows', () => {
    expect(nodesByNetwork([], palettes.light).series).toHaveLength(4)
  })
})

describe('capacityAndChannels', () => {
  it('draws capacity in BTC on the left and channels on the right', () => {
    const data = capacityAndChannels([row(1), row(2)], palettes.light)
    expect(data.series[0]?.label).toBe('Capacity (BTC)')
    expect(data.series[0]?.values).toEqual([501, 502])
    expect(data.right?.label).toBe('Channels')
    expect(data.right?.values).toEqual([1001, 1002])
  })
})
