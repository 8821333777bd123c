import { t } from '@lingui/core/macro'
import { formatClock, formatDateTime, formatMonthShort } from '../../format/time'
import type { TimeZoneMode } from '../../settings/settings'

const clockSteps = [60, 300, 600, 900, 1800, 3600, 7200, 21600, 43200, 86400]

/** Times (s) on whole multiples of a round step, at most `count` of them between `start` and `end`. */
export function timeTicks(start: number, end: number, count = 5): number[] {
  if (!(end > start)) return []
  const step = clockSteps.find((s) => (end - start) / s <= count) ?? 86400
  const ticks: number[] = []
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) ticks.push(t)
  return ticks
}

const day = 86_400
/** Days between date ticks: a day up to a year. Months are drawn as 30 days: the labels name the date. */
const daySteps = [1, 2, 7, 14, 30, 61, 91, 182, 365]

/** Midnight-UTC times (s) between `start` and `end`, at most `count` of them, evenly spaced in days. */
export function dateTicks(start: number, end: number, count = 5): number[] {
  if (!(end > start)) return []
  const days = daySteps.find((s) => (end - start) / (s * day) <= count)
  const step = (days ?? Math.ceil((end - start) / (count * 365 * day)) * 365) * day
  const ticks: number[] = []
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) ticks.push(t)
  return ticks
}

/** A tick's date: `3 Nov` within a span under a year, `Nov 2026` beyond; in local time or UTC. */
export function formatTickDate(seconds: number, spanSeconds: number, mode: TimeZoneMode): string {
  const date = new Date(seconds * 1000)
  const utc = mode === 'utc'
  const month = formatMonthShort(seconds, mode)
  if (spanSeconds > 365 * day) {
    const year = String(utc ? date.getUTCFullYear() : date.getFullYear())
    return t({
      message: `${month} ${year}`,
      comment: 'a chart axis tick: short month name and year',
    })
  }
  const dayOfMonth = String(utc ? date.getUTCDate() : date.getDate())
  return t({
    message: `${dayOfMonth} ${month}`,
    comment: 'a chart axis tick: day of the month and short month name',
  })
}

/** The time axis of a chart: where its ticks go, their labels, and how the readout names a point. */
export interface TimeAxis {
  ticks: number[]
  tick: (seconds: number) => string
  point: (seconds: number) => string
}

/**
 * The time axis over ascending `times`: clock times within a day, dates over longer spans (a balance over
 * months labelled 14:00, 09:30 tells nothing). `daily` points are days, named by their dates at any span.
 */
export function timeAxis(times: readonly number[], mode: TimeZoneMode, daily: boolean): TimeAxis {
  const first = times[0] ?? 0
  const last = times.at(-1) ?? first
  const span = last - first
  if (!daily && span <= day) {
    const clock = (t: number) => formatClock(t, mode)
    return { ticks: timeTicks(first, last), tick: clock, point: clock }
  }
  return {
    ticks: dateTicks(first, last),
    tick: (t) => formatTickDate(t, span, mode),
    // A moment keeps its clock time after its date: `2026-03-31 10:07`.
    point: (t) => formatDateTime(t, mode).slice(0, daily ? 10 : 16),
  }
}
