import { formatFeeRate } from '../../../format/amount'
import { countOf, formatInteger } from '../../../format/number'
import { finite } from './finite'

// Formatters for the dashboard's figures. One fixed locale keeps numbers the same on every machine and in
// tests; the app's text is English.
const locale = 'en-US'

const threeDigits = new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 })
const percent = new Intl.NumberFormat(locale, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** What a figure shows when the service sent something that is not a number. */
export const missing = '–'

/** A whole count with thousands separators: `4,888`. */
export function formatCount(value: unknown): string {
  return finite(value) ? formatInteger(value) : missing
}

/** A fee rate without its unit, in the app's precision (format/amount.ts). */
export function formatRate(rate: unknown): string {
  return finite(rate) ? formatFeeRate(rate) : missing
}

/** A fee span `low - high`, or a single rate when both ends round the same. */
export function formatFeeSpan(low: unknown, high: unknown): string {
  const from = formatRate(low)
  const to = formatRate(high)
  return from === to ? from : `${from} - ${to}`
}

const scaled = (value: number, units: readonly string[]): string => {
  let unit = 0
  let scaledValue = value
  while (Math.abs(scaledValue) >= 999.5 && unit < units.length - 1) {
    scaledValue /= 1000
    unit++
  }
  return `${threeDigits.format(scaledValue)} ${units[unit]}`
}

/** Virtual size with a decimal prefix: `154 vB`, `998 kvB`, `176 MvB`. */
export function formatVsize(vbytes: unknown): string {
  return finite(vbytes) ? scaled(vbytes, ['vB', 'kvB', 'MvB', 'GvB']) : missing
}

/** Bytes with a decimal prefix (as bitcoind counts `maxmempool`): `857 MB`. */
export function formatBytes(bytes: unknown): string {
  return finite(bytes) ? scaled(bytes, ['B', 'kB', 'MB', 'GB', 'TB']) : missing
}

/** A signed percentage: `+5.91 %`, `-0.98 %`. */
export function formatChange(value: unknown): string {
  if (!finite(value)) return missing
  const sign = value > 0 ? '+' : value < 0 ? '-' : ''
  return `${sign}${percent.format(Math.abs(value))} %`
}

/** A share 0..1 as a whole percentage: `86 %`. */
export function formatShare(share: unknown): string {
  return finite(share) ? `${formatInteger(share * 100)} %` : missing
}

const units: readonly [ms: number, one: string, many: string][] = [
  [86_400_000, 'day', 'days'],
  [3_600_000, 'hour', 'hours'],
  [60_000, 'minute', 'minutes'],
]

/** A duration in its largest whole unit: `1 minute`, `2 hours`, `10 days` (under a minute: `1 minute`). */
export function formatDuration(ms: unknown): string {
  if (!finite(ms) || ms < 0) return missing
  for (const [size, one, many] of units) {
    const count = Math.round(ms / size)
    if (count >= 1 && ms >= size * 0.95) return countOf(count, one, many)
  }
  return '1 minute'
}
