import { t } from '@lingui/core/macro'
import type { Hashrates } from '@outpoint/explorer-client'
import type { ChartData } from '../../components/chart/layout'
import { formatSi } from '../../format/si'

type Adjustment = Hashrates['difficulty'][number]

/** The chart's points: one per hashrate sample, each with the difficulty in force at its time. */
export interface HashrateSeries {
  /** Seconds, ascending. */
  times: number[]
  /** H/s. */
  hashrates: number[]
  difficulties: number[]
  /** Retargets inside the span, oldest first. */
  adjustments: Adjustment[]
}

/**
 * The difficulty in force at `time`: that of the last retarget at or before it. Before the first retarget
 * of the span it is the one that retarget replaced: `adjustment` is the ratio new / old.
 */
export function difficultyAt(adjustments: readonly Adjustment[], time: number): number | undefined {
  let current: number | undefined
  for (const a of adjustments) {
    if (a.time > time) break
    current = a.difficulty
  }
  if (current !== undefined) return current
  const first = adjustments[0]
  if (!first) return undefined
  return first.adjustment > 0 ? first.difficulty / first.adjustment : first.difficulty
}

/**
 * The service's answer as chart series (the client checked its shape at the door): the samples sorted by
 * time, one per time, each with the difficulty in force then (the current one before any retarget).
 */
export function hashrateSeries(answer: Hashrates): HashrateSeries {
  const samples = new Map<number, number>()
  for (const row of answer.hashrates) samples.set(row.timestamp, row.avgHashrate)
  const adjustments = answer.difficulty
    .filter((a) => a.difficulty > 0)
    .sort((a, b) => a.time - b.time)
  const times = [...samples.keys()].sort((a, b) => a - b)
  const hashrates = times.map((t) => samples.get(t) ?? 0)
  const difficulties = times.map((t) => difficultyAt(adjustments, t) ?? answer.currentDifficulty)
  return { times, hashrates, difficulties, adjustments }
}

export const formatHashrate = (value: number) => formatSi(value, 'H/s')
export const formatDifficulty = (value: number) => formatSi(value)

/** The series as the chart draws them: hashrate on the left scale, difficulty a step line on the right. */
export function hashrateChartData(series: HashrateSeries): ChartData {
  return {
    times: series.times,
    series: [{ label: t`Hashrate`, color: '#f7a13b', values: series.hashrates }],
    stacked: false,
    range: true,
    right: { label: t`Difficulty`, color: '#3e7cb1', values: series.difficulties, steps: true },
  }
}

const figure = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? '–' : format(value)

/** The readout of one point: `Hashrate 1.05 EH/s · Difficulty 152 T`. */
export function describeHashrate(series: HashrateSeries, index: number): string {
  const hashrate = figure(series.hashrates[index], formatHashrate)
  const difficulty = figure(series.difficulties[index], formatDifficulty)
  return t`Hashrate ${hashrate} · Difficulty ${difficulty}`
}
