import type { TimeZoneMode } from '../settings/settings'

const pad = (n: number) => String(n).padStart(2, '0')

/** A time of day `14:05` (seconds since the epoch), local or UTC as the time setting says. */
export function formatClock(seconds: number, mode: TimeZoneMode): string {
  const date = new Date(seconds * 1000)
  return mode === 'utc'
    ? `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
    : `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** "2026-11-21 14:05:33" in local time, or with a " UTC" suffix in UTC; `unix` in seconds. */
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
  return `${y}-${mo}-${da} ${h}:${mi}:${s}${utc ? ' UTC' : ''}`
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' })

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 365],
]

/** "5 minutes ago", "in 3 hours", "just now": times in seconds. */
export function formatTimeAgo(unix: number, now: number): string {
  let delta = unix - now
  if (Math.abs(delta) < 10) return 'just now'
  for (const [unit, size] of steps) {
    if (Math.abs(delta) < size) return relative.format(Math.trunc(delta), unit)
    delta /= size
  }
  return relative.format(Math.trunc(delta), 'year')
}
