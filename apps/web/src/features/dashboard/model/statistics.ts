import type { MempoolStatistic } from '@outpoint/explorer-client'

/** The dashboard's charts cover the last two hours. */
export const chartWindow = 2 * 3600

/** A statistics row reduced to what the charts draw: time in seconds, incoming rate, vsize per fee band. */
export interface StatPoint {
  time: number
  vbytesPerSecond: number
  vsizes: number[]
}

/**
 * The row's time in seconds. The REST history sends seconds; mempool.space's `live-2h-chart` pushes an ISO
 * date string; milliseconds are accepted too.
 */
export function statTime(added: unknown): number | undefined {
  if (typeof added === 'number' && Number.isFinite(added)) {
    return added > 1e11 ? Math.floor(added / 1000) : added
  }
  if (typeof added === 'string') {
    const ms = Date.parse(added)
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000)
  }
  return undefined
}

const finiteOrZero = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0

/** One wire row as a point, or undefined when it has no usable time. */
export function statPoint(row: MempoolStatistic): StatPoint | undefined {
  const time = statTime(row?.added)
  if (time === undefined) return undefined
  return {
    time,
    vbytesPerSecond: finiteOrZero(row.vbytes_per_second),
    vsizes: Array.isArray(row.vsizes) ? row.vsizes.map(finiteOrZero) : [],
  }
}

/**
 * Points in time order, one per time (a later row for the same time wins), only those within the window
 * that ends at the newest point.
 */
export function statSeries(rows: readonly unknown[], window = chartWindow): StatPoint[] {
  const byTime = new Map<number, StatPoint>()
  for (const row of rows) {
    const point = statPoint(row as MempoolStatistic)
    if (point) byTime.set(point.time, point)
  }
  const points = [...byTime.values()].sort((a, b) => a.time - b.time)
  const last = points.at(-1)
  return last ? points.filter((p) => p.time >= last.time - window) : points
}

/** Adds a `live-2h-chart` row to the history held in the cache (wire rows, oldest first). */
export function appendStatistic(
  rows: readonly MempoolStatistic[] | undefined,
  row: MempoolStatistic,
  window = chartWindow,
): MempoolStatistic[] {
  const time = statTime(row?.added)
  const all = [...(rows ?? [])]
  if (time === undefined) return all
  const kept = all.filter((r) => {
    const t = statTime(r.added)
    return t !== undefined && t !== time && t >= time - window
  })
  return [...kept, row]
}
