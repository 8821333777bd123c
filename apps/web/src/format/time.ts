import { t } from '@lingui/core/macro'
import type { TimeZoneMode } from '../settings/settings'
import { formatLocale } from './locale'

const pad = (n: number) => String(n).padStart(2, '0')

/** A time of day `14:05` (seconds since the epoch), local or UTC as the time setting says. */
export function formatClock(seconds: number, mode: TimeZoneMode): string {
  const date = new Date(seconds * 1000)
  return mode === 'utc'
    ? `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
    : `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The zone a local time is in, as its offset from UTC: `UTC+01:00`, `UTC-05:30`, `UTC`. */
export function localZone(date: Date): string {
  const minutes = -date.getTimezoneOffset()
  if (minutes === 0) return 'UTC'
  const sign = minutes > 0 ? '+' : '-'
  const abs = Math.abs(minutes)
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/**
 * "2026-11-21 14:05:33 UTC" in UTC, or local time with its zone, "2026-11-21 15:05:33 UTC+01:00": a
 * time always says which clock it is on. `unix` in seconds.
 */
export function formatDateTime(unix: number, mode: TimeZoneMode): string {
  const d = new Date(unix * 1000)
  const utc = mode === 'utc'
  const parts = utc
    ? [
        d.getUTCFullYear(),
        d.getUTCMonth() + 1,
        d.getUTCDate(),
        d.getUTCHours(),
        d.getUTCMinutes(),
        d.getUTCSeconds(),
      ]
    : [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]
  const [y, mo, da, h, mi, s] = parts.map(pad)
  return `${y}-${mo}-${da} ${h}:${mi}:${s} ${utc ? 'UTC' : localZone(d)}`
}

const relatives = new Map<string, Intl.RelativeTimeFormat>()

/** Relative times (`5 minutes ago`) in the page's locale, made once per locale and kept. */
function relative(): Intl.RelativeTimeFormat {
  const locale = formatLocale()
  let format = relatives.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
    relatives.set(locale, format)
  }
  return format
}

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 365],
]

/**
 * "5 minutes ago", "just now": times in seconds. Every time it is given is past (a block, a first
 * sighting); one a little ahead of this clock (a block's timestamp may run up to two hours ahead, a
 * fast simulated clock more) reads "just now", never "in 3 hours".
 */
export function formatTimeAgo(unix: number, now: number): string {
  let delta = Math.min(unix - now, 0)
  if (Math.abs(delta) < 10) return t`just now`
  for (const [unit, size] of steps) {
    if (Math.abs(delta) < size) return relative().format(Math.trunc(delta), unit)
    delta /= size
  }
  return relative().format(Math.trunc(delta), 'year')
}

const months = new Map<string, Intl.DateTimeFormat>()

/** A month's short name in the page's locale, `Nov`: of the UTC date, or the local one, as `mode` says. */
export function formatMonthShort(seconds: number, mode: TimeZoneMode): string {
  const key = `${formatLocale()} ${mode}`
  let format = months.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(), {
      month: 'short',
      ...(mode === 'utc' ? { timeZone: 'UTC' } : {}),
    })
    months.set(key, format)
  }
  return format.format(new Date(seconds * 1000))
}
