import type { BlockPrediction, HashrateInterval } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'

/** The audits as the chart draws them, with the height of each point's block for the readout. */
export interface HealthSeries {
  data: ChartData
  heights: number[]
}

/**
 * The service's `[time, height, match rate %]` rows as a line of match rates, oldest first (one row per
 * time: the last one given wins).
 */
export function healthSeries(rows: readonly BlockPrediction[]): HealthSeries {
  const byTime = new Map<number, { height: number; rate: number }>()
  for (const [time, height, rate] of rows) byTime.set(time, { height, rate })
  const times = [...byTime.keys()].sort((a, b) => a - b)
  const points = times.map((time) => byTime.get(time) ?? { height: 0, rate: Number.NaN })
  return {
    data: {
      times,
      series: [{ label: 'Match rate', color: '#3fa34d', values: points.map((p) => p.rate) }],
      stacked: false,
    },
    heights: points.map((p) => p.height),
  }
}

/**
 * Each point is one block of a group; over a day or three each group is a block of its own ("at block"),
 * over longer ranges one block stands for its group ("around block"), as mempool.space words it.
 */
export function blockWord(range: HashrateInterval): string {
  return range === '24h' || range === '3d' ? 'at block' : 'around block'
}
