import type { MempoolStatistic } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { live2hRow } from '../test/fixtures'
import { appendStatistic, statPoint, statSeries, statTime } from './statistics'

const row = (added: number | string, vbytes = 1000): MempoolStatistic => ({
  added,
  vbytes_per_second: vbytes,
  mempool_byte_weight: 0,
  vsizes: [1, 2],
})

describe('statistics rows', () => {
  it('reads seconds, milliseconds and ISO dates', () => {
    expect(statTime(1711850338)).toBe(1711850338)
    expect(statTime(1711850338123)).toBe(1711850338)
    expect(statTime('2021-07-23T18:27:34.000Z')).toBe(1627064854)
    expect(statTime('yesterday')).toBeUndefined()
  })

  it('turns mempool.space live-2h-chart push into a point', () => {
    const point = statPoint(live2hRow())
    expect(point?.time).toBe(1627064854)
    expect(point?.vbytesPerSecond).toBe(1926)
    expect(point?.vsizes).toHaveLength(38)
    expect(point?.vsizes[13]).toBe(101010)
  })

  it('orders points, keeps the last row per time and only the last two hours', () => {
    const rows = [row(10_000, 1), row(3_000), row(9_000), row(10_000, 2), row(2_799)]
    const points = statSeries(rows)
    expect(points.map((p) => p.time)).toEqual([3_000, 9_000, 10_000])
    expect(points.at(-1)?.vbytesPerSecond).toBe(2)
    expect(statSeries([])).toEqual([])
  })

  it('appends a live row, replacing one of the same time and dropping rows out of the window', () => {
    const history = [row(1_000), row(5_000), row(8_000, 5)]
    const next = appendStatistic(history, row(8_300))
    expect(next.map((r) => r.added)).toEqual([5_000, 8_000, 8_300])
    const again = appendStatistic(next, row(8_300, 9))
    expect(again.map((r) => [r.added, r.vbytes_per_second])).toEqual([
      [5_000, 1000],
      [8_000, 5],
      [8_300, 9],
    ])
  })

  it('starts a history from a live row and ignores a row without a time', () => {
    expect(appendStatistic(undefined, row(50)).map((r) => r.added)).toEqual([50])
    expect(appendStatistic([row(50)], row('never'))).toEqual([row(50)])
  })
})
