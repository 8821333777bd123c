import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { unitFactor } from '../../../format/rateUnit'
import type { RateUnit } from '../../../settings/settings'
import type { StatPoint } from './statistics'

/**
 * The lower edge (sat/vB) of each band in mempool's statistics rows: `vsizes[i]` holds the vsize paying from
 * `feeBands[i]` up to the next edge; the last band holds everything from 2000 up.
 */
export const feeBands = [
  0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250,
  300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
] as const

/** The coarser bands the chart draws: 39 colours cannot be told apart. Each edge is one of `feeBands`. */
export const chartBandEdges = [0, 1, 2, 3, 4, 6, 10, 15, 20, 30, 50, 100, 200, 500, 1000] as const

/** A chart band by its statistics edges: sat/vB, but tenths of a sat/vB on Liquid (see `bandLabel`). */
export interface ChartBand {
  /** Inclusive. */
  from: number
  /** Exclusive; undefined for the open-ended top band. */
  to: number | undefined
}

export const chartBands: readonly ChartBand[] = chartBandEdges.map((from, i) => ({
  from,
  to: chartBandEdges[i + 1],
}))

/**
 * A band's edges in `unit` (sat/vB, or sat/WU: a quarter). mempool files a Liquid transaction by ten
 * times its rate (its statistics backend), so there the edges are tenths: `vsize_1` holds Liquid's
 * 0.1 sat/vB floor, read "0.1-0.2" (or "0.025-0.05" sat/WU).
 */
export function bandLabel({ from, to }: ChartBand, network: Network, unit: RateUnit): string {
  // One division of whole numbers: 3 / 40 reads 0.075, where 0.3 / 4 may not.
  const scale = (isLiquidNetwork(network) ? 10 : 1) * unitFactor(unit)
  return to === undefined ? `${from / scale}+` : `${from / scale}-${to / scale}`
}

/** Which chart band each statistics band falls in. */
const bandGroup: readonly number[] = feeBands.map((edge) => {
  let group = 0
  while (group + 1 < chartBandEdges.length && (chartBandEdges[group + 1] as number) <= edge) group++
  return group
})

/**
 * Sums a row's band vsizes into the chart's bands. Current backends send 39 bands (`vsize_0` first);
 * those before the `vsize_0` column (mempool's migration 99) send 38, from `vsize_1`.
 */
export function groupBands(vsizes: readonly number[]): number[] {
  const grouped = chartBands.map(() => 0)
  const first = feeBands.length - vsizes.length === 1 ? 1 : 0
  vsizes.forEach((vsize, index) => {
    const group = bandGroup[index + first] ?? chartBands.length - 1
    grouped[group] = (grouped[group] ?? 0) + vsize
  })
  return grouped
}

export interface BandSeries {
  band: ChartBand
  /** The band's edges in the rate unit on the network. */
  label: string
  /** vsize per point. */
  values: number[]
}

/**
 * The chart's data: per chart band, its vsize at each point, lowest fee first. Bands empty over the whole
 * window are left out (on Liquid nearly everything pays the 0.1 sat/vB floor).
 */
export function bandSeries(
  points: readonly StatPoint[],
  network: Network,
  unit: RateUnit,
): BandSeries[] {
  const grouped = points.map((p) => groupBands(p.vsizes))
  return chartBands
    .map((band, i) => ({
      band,
      label: bandLabel(band, network, unit),
      values: grouped.map((g) => g[i] ?? 0),
    }))
    .filter((series) => series.values.some((v) => v > 0))
}

/** The whole mempool's vsize at point `index`: the sum over the bands. */
export function bandTotal(series: readonly BandSeries[], index: number): number {
  return series.reduce((sum, s) => sum + (s.values[index] ?? 0), 0)
}
