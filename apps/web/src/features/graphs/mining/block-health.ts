import { t } from '@lingui/core/macro'
import type { BlockPrediction, HashrateInterval } from '@outpoint/explorer-client'
import type { ChartData } from '../../../components/chart/layout'

/** The audits as the chart draws them, with the height of each point's block for the readout. */
export interface HealthSeries {
  data: ChartData
  heights: number[]
}

type Rgb = readonly [number, number, number]
const healthy: Rgb = [67, 171, 71]
const middling: Rgb = [253, 216, 53]
const poor: Rgb = [244, 0, 0]

/**
 * The colour of a block's health, as mempool.space paints its bars: green at 100 %, through yellow to red,
 * fading by the square root of what is missing, so a few points lost already show.
 */
export function healthColor(rate: number): string {
  const clamped = Math.min(100, Math.max(0, rate))
  const fade = Math.sqrt((100 - clamped) / 100) * 2
  const [from, to, part] = fade < 1 ? [healthy, middling, fade] : [middling, poor, fade - 1]
  const channel = (k: 0 | 1 | 2) => Math.floor(from[k] + (to[k] - from[k]) * part)
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`
}

/**
 * The service's `[time, height, match rate %]` rows as bars of match rates coloured by health, oldest first
 * (one row per time: the last one given wins).
 */
export function healthSeries(rows: readonly BlockPrediction[]): HealthSeries {
  const byTime = new Map<number, { height: number; rate: number }>()
  for (const [time, height, rate] of rows) byTime.set(time, { height, rate })
  const times = [...byTime.keys()].sort((a, b) => a - b)
  const points = times.map((time) => byTime.get(time) ?? { height: 0, rate: Number.NaN })
  return {
    data: {
      times,
      series: [
        {
          label: t`Match rate`,
          color: healthColor(100),
          values: points.map((p) => p.rate),
          barColors: points.map((p) => healthColor(p.rate)),
        },
      ],
      stacked: false,
    },
    heights: points.map((p) => p.height),
  }
}

/**
 * Each point is one block of a group; over a day or three each group is a block of its own ("at block"),
 * over longer ranges one block stands for its group ("around block"), as mempool.space words it.
 * `height` is formatted.
 */
export function blockWord(range: HashrateInterval, height: string): string {
  return range === '24h' || range === '3d'
    ? t({ message: `at block ${height}`, comment: 'the block a point of a chart is' })
    : t({ message: `around block ${height}`, comment: 'a point of a chart averages blocks' })
}
