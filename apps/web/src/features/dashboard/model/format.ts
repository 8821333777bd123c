import { countOf, finite, formatInteger, missing } from '../../../format/number'
import { formatSi } from '../../../format/si'

// The dashboard's figures take what the service sent (`unknown`) and show `missing` for anything that is
// not a number; the formats themselves live in src/format/ (fee rates and virtual sizes, in the rate unit
// of the settings, in src/format/rateUnit.ts).

/** A whole count with thousands separators: `4,888`. */
export function formatCount(value: unknown): string {
  return finite(value) ? formatInteger(value) : missing
}

/** Bytes with a decimal prefix (as bitcoind counts `maxmempool`): `857 MB`. */
export function formatBytes(bytes: unknown): string {
  return finite(bytes) ? formatSi(bytes, 'B') : missing
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
