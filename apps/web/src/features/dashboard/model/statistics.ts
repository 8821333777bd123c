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
 * The row's time in seconds. The REST history and today's `live-2h-chart` send seconds (UNIX_TIMESTAMP in
 * statistics-api.ts); older backends pushed an ISO date string; milliseconds are accepted too.
 */
export function statTime(added: number | string): number | undefined {
  if (typeof added === 'number') return added > 1e11 ? Math.floor(added / 1000) : added
  const ms = Date.parse(added)
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000)
}

/** One wire row as a point, or undefined when its time is not a date. */
export function statPoint(row: MempoolStatistic): StatPoint | undefined {
  const time = statTime(row.added)
  if (time === undefined) return undefined
  return { time, vbytesPerSecond: row.vbytes_per_second, vsizes: row.vsizes }
}

/**
 * Points in time order, one per time (a later row for the same time wins), only those within the window
 * that ends at the newest point.
 */
export function statSeries(rows: readonly MempoolStatistic[], window = chartWindow): StatPoint[] {
  const byTime = new Map<number, StatPoint>()
  for (const row of rows) {
    const point = statPoint(row)
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
  const time = statTime(row.added)
  const all = [...(rows ?? [])]
  if (time === undefined) return all
  const kept = all.filter((r) => {
    const t = statTime(r.added)
    return t !== undefined && t !== time && t >= time - window
  })
  return [...kept, row]
}
