import type { PoolHashratePoint } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { describeDominance, dominanceChart, otherLabel, shownPools } from './pool-dominance'

const week = 7 * 86_400
const point = (timestamp: number, poolName: string, share: number): PoolHashratePoint => ({
  timestamp,
  avgHashrate: share * 1e21,
  share,
  poolName,
})

describe('dominanceChart', () => {
  it('stacks each pool per week, biggest first, with the rest as Other up to 100 %', () => {
    const data = dominanceChart([
      point(week, 'AntPool', 0.3),
      point(week, 'Foundry USA', 0.4),
      point(2 * week, 'Foundry USA', 0.5),
      point(2 * week, 'AntPool', 0.2),
    ])
    expect(data.stacked).toBe(true)
    expect(data.times).toEqual([week, 2 * week])
    expect(data.series.map((s) => s.label)).toEqual(['Foundry USA', 'AntPool', otherLabel()])
    expect(data.series[0]?.values).toEqual([40, 50])
    expect(data.series[1]?.values).toEqual([30, 20])
    expect(data.series[2]?.values.map((v) => Math.round(v))).toEqual([30, 30])
  })

  it('a pool missing from a week has no share that week', () => {
    const data = dominanceChart([point(week, 'A', 0.5), point(2 * week, 'B', 0.6)])
    const a = data.series.find((s) => s.label === 'A')
    expect(a?.values).toEqual([50, 0])
  })

  it(`colours the ${shownPools} largest pools and sums the others into Other`, () => {
    const rows = Array.from({ length: shownPools + 3 }, (_, i) =>
      point(week, `Pool ${i}`, 0.08 - i * 0.005),
    )
    const data = dominanceChart(rows)
    expect(data.series).toHaveLength(shownPools + 1)
    expect(data.series.at(-1)?.label).toBe(otherLabel())
    const sum = data.series.reduce((total, s) => total + (s.values[0] ?? 0), 0)
    expect(sum).toBeCloseTo(100)
    expect(new Set(data.series.map((s) => s.color)).size).toBe(shownPools + 1)
  })

  it('has no series without rows', () => {
    expect(dominanceChart([])).toEqual({ times: [], series: [], stacked: true })
  })
})

describe('describeDominance', () => {
  it('reads each share at the point, largest first, without empty ones', () => {
    const data = dominanceChart([point(week, 'A', 0.25), point(week, 'B', 0.75)])
    expect(describeDominance(data, 0, (v) => `${v} %`)).toBe('B 75 % · A 25 %')
  })
})
