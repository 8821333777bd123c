import { t } from '@lingui/core/macro'
import type { Network } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'
import type { UnitFormats } from '../../../format/rateUnit'
import { type BandSeries, bandSeries, bandTotal, chartBands } from '../../dashboard/model/fee-bands'
import { bandColors } from '../../dashboard/model/fee-colors'
import type { StatPoint } from '../../dashboard/model/statistics'

/** The colour of the incoming rate, as on the dashboard's chart. */
const incomingColor = '#3e7cb1'

/**
 * The mempool's size per fee band (the dashboard's bands and colours), stacked from the cheapest up, in
 * the rate unit: bands headed in sat/vB or sat/WU, sizes in vB or WU.
 */
export function bandChart(
  points: readonly StatPoint[],
  network: Network,
  units: UnitFormats,
): { data: ChartData; bands: BandSeries[] } {
  const bands = bandSeries(points, network, units.unit)
  const data: ChartData = {
    times: points.map((p) => p.time),
    series: bands.map((s) => ({
      label: s.label,
      color: bandColors[chartBands.indexOf(s.band)] ?? '#888',
      values: s.values.map(units.sizeValue),
    })),
    stacked: true,
  }
  return { data, bands }
}

/** The readout of one point: the total, then every band holding anything, the dearest first. */
export function describeBands(
  bands: readonly BandSeries[],
  index: number,
  units: UnitFormats,
): string {
  const parts = bands
    .filter((s) => (s.values[index] ?? 0) > 0)
    .reverse()
    .map((s) => `${s.label}: ${units.sizeSi(s.values[index])}`)
  const size = units.sizeSi(bandTotal(bands, index))
  const total = t({ message: `Total ${size}`, comment: 'the mempool size at a point of the chart' })
  return parts.length === 0 ? total : `${total} · ${parts.join(' · ')} (${units.rateLabel})`
}

/** Incoming transactions, vbytes (or weight units) per second, a point per row. */
export function incomingChart(points: readonly StatPoint[], units: UnitFormats): ChartData {
  return {
    times: points.map((p) => p.time),
    series: [
      {
        label: units.flowLabel,
        color: incomingColor,
        values: points.map((p) => units.sizeValue(p.vbytesPerSecond)),
      },
    ],
    stacked: false,
  }
}

export function describeIncoming(
  points: readonly StatPoint[],
  index: number,
  units: UnitFormats,
): string {
  const point = points[index]
  return point ? units.flow(point.vbytesPerSecond) : ''
}
