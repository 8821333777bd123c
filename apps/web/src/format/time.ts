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
function localZone(date: Date): string {
  const minutes = -date.getTimezoneOffset()
  if (minutes === 0) return 'UTC'
  const sign = minutes > 0 ? '+' : '-'
  const abs = Math.abs(minutes)
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

const dateTimes = new Map<string, Intl.DateTimeFormat>()

/** A date and time of day to the second, 24-hour, in the page's locale, made once and kept. */
function dateTimeFormat(locale: string, utc: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${utc}`
  let format = dateTimes.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      ...(utc ? { timeZone: 'UTC' } : {}),
    })
    dateTimes.set(key, format)
  }
  return format
}

/**
 * "2026-11-21 14:05:33 UTC" in UTC, or local time with its zone, "2026-11-21 15:05:33 UTC+01:00": a
 * time always says which clock it is on. `unix` in seconds. English pages write the date as
 * mempool.space does (ISO: an American month-first date would be misread by most of the world);
 * other languages as their locale does: "21.11.2026, 14:05:33 UTC" in German, "2026/11/21 14:05:33 UTC"
 * in Japanese.
 */
export function formatDateTime(unix: number, mode: TimeZoneMode): string {
  const d = new Date(unix * 1000)
  const utc = mode === 'utc'
  const locale = formatLocale()
  if (!locale.startsWith('en')) {
    return `${dateTimeFormat(locale, utc).format(d)} ${utc ? 'UTC' : localZone(d)}`
  }
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

const days = new Map<string, Intl.DateTimeFormat>()

/**
 * A UTC date without its time, `2026-11-21` on an English page (mempool.space's form), the locale's
 * elsewhere (`21.11.2026`). `unix` in seconds.
 */
export function formatUtcDate(unix: number): string {
  const d = new Date(unix * 1000)
  const locale = formatLocale()
  if (locale.startsWith('en')) return d.toISOString().slice(0, 10)
  let format = days.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    })
    days.set(locale, format)
  }
  return format.format(d)
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
