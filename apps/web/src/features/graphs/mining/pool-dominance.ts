import { t } from '@lingui/core/macro'
import type { PoolHashratePoint } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'

/** Pools drawn in a colour of their own, the rest summed as "Other". */
export const shownPools = 8

/** Distinct on the dark and the light background alike (mid lightness, no near-white or near-black). */
const poolColors = [
  '#f7a13b',
  '#3e7cb1',
  '#4caf50',
  '#d81b60',
  '#8e6fd8',
  '#26a6a6',
  '#c0a000',
  '#e0603a',
] as const
export const otherColor = '#8a90a3'
/** The series of the pools not drawn on their own, in the page's language. */
export const otherLabel = (): string =>
  t({ message: 'Other', comment: 'the pools not shown on their own in a chart' })

/**
 * Each pool's weekly share of the blocks as stacked areas adding up to 100 %: the pools with the largest
 * shares over the range first (bottom up), the rest of the blocks, including pools the service leaves out
 * (it lists only those that mined in the last week), as "Other". Shares are percent.
 */
export function dominanceChart(rows: readonly PoolHashratePoint[]): ChartData {
  const times = [...new Set(rows.map((row) => row.timestamp))].sort((a, b) => a - b)
  const at = new Map(times.map((time, index) => [time, index]))
  const shares = new Map<string, number[]>()
  for (const row of rows) {
    const values = shares.get(row.poolName) ?? times.map(() => 0)
    const index = at.get(row.timestamp) ?? 0
    values[index] = (values[index] ?? 0) + Math.max(0, row.share) * 100
    shares.set(row.poolName, values)
  }
  const total = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0)
  const ranked = [...shares.entries()].sort(
    (a, b) => total(b[1]) - total(a[1]) || a[0].localeCompare(b[0]),
  )
  const top = ranked.slice(0, shownPools)
  const other = times.map((_, i) =>
    Math.max(0, 100 - top.reduce((sum, [, values]) => sum + (values[i] ?? 0), 0)),
  )
  return {
    times,
    series: [
      ...top.map(([name, values], index) => ({
        label: name,
        color: poolColors[index] ?? otherColor,
        values,
      })),
      ...(times.length > 0 ? [{ label: otherLabel(), color: otherColor, values: other }] : []),
    ],
    stacked: true,
  }
}

/** The readout of one week: each series' share, largest first, those without blocks left out. */
export function describeDominance(
  data: ChartData,
  index: number,
  format: (percent: number) => string,
): string {
  return data.series
    .map((series) => ({ label: series.label, value: series.values[index] ?? 0 }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value)
    .map((entry) => `${entry.label} ${format(entry.value)}`)
    .join(' · ')
}
