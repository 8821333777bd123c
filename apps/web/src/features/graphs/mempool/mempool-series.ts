import type { Network } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'
import { type BandSeries, bandSeries, bandTotal, chartBands } from '../../dashboard/model/fee-bands'
import { bandColors } from '../../dashboard/model/fee-colors'
import { formatCount, formatVsize } from '../../dashboard/model/format'
import type { StatPoint } from '../../dashboard/model/statistics'

/** The colour of the incoming rate, as on the dashboard's chart. */
const incomingColor = '#3e7cb1'

/** The mempool's vsize per fee band (the dashboard's bands and colours), stacked from the cheapest up. */
export function bandChart(
  points: readonly StatPoint[],
  network: Network,
): { data: ChartData; bands: BandSeries[] } {
  const bands = bandSeries(points, network)
  const data: ChartData = {
    times: points.map((p) => p.time),
    series: bands.map((s) => ({
      label: s.label,
      color: bandColors[chartBands.indexOf(s.band)] ?? '#888',
      values: s.values,
    })),
    stacked: true,
  }
  return { data, bands }
}

/** The readout of one point: the total, then every band holding anything, the dearest first. */
export function describeBands(bands: readonly BandSeries[], index: number): string {
  const parts = bands
    .filter((s) => (s.values[index] ?? 0) > 0)
    .reverse()
    .map((s) => `${s.label}: ${formatVsize(s.values[index])}`)
  const total = `Total ${formatVsize(bandTotal(bands, index))}`
  return parts.length === 0 ? total : `${total} · ${parts.join(' · ')} (sat/vB)`
}

/** Incoming transactions, vbytes per second, a point per row. */
export function incomingChart(points: readonly StatPoint[]): ChartData {
  return {
    times: points.map((p) => p.time),
    series: [{ label: 'vB/s', color: incomingColor, values: points.map((p) => p.vbytesPerSecond) }],
    stacked: false,
  }
}

export function describeIncoming(points: readonly StatPoint[], index: number): string {
  const point = points[index]
  return point ? `${formatCount(Math.round(point.vbytesPerSecond))} vB/s` : ''
}
