import { plural } from '@lingui/core/macro'
import { finite, formatInteger, missing } from '../../../format/number'
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

const units: readonly [ms: number, unit: 'day' | 'hour' | 'minute'][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
]

/** `count` of `unit`, in words: `1 minute`, `2 hours`. */
function countOfUnit(count: number, unit: 'day' | 'hour' | 'minute'): string {
  switch (unit) {
    case 'day':
      return plural(count, { one: '# day', other: '# days' })
    case 'hour':
      return plural(count, { one: '# hour', other: '# hours' })
    case 'minute':
      return plural(count, { one: '# minute', other: '# minutes' })
  }
}

/** A duration in its largest whole unit: `1 minute`, `2 hours`, `10 days` (under a minute: `1 minute`). */
export function formatDuration(ms: unknown): string {
  if (!finite(ms) || ms < 0) return missing
  for (const [size, unit] of units) {
    const count = Math.round(ms / size)
    if (count >= 1 && ms >= size * 0.95) return countOfUnit(count, unit)
  }
  return countOfUnit(1, 'minute')
}
