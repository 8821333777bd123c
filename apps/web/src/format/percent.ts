import { finite, missing, numberFormat } from './number'

const fraction = () => numberFormat({ style: 'percent', maximumFractionDigits: 2 })
const whole = () => numberFormat({ style: 'percent', maximumFractionDigits: 0 })

const digitParts = new Set<string>(['integer', 'group', 'decimal', 'fraction'])

/**
 * A percentage already in 0..100 in the locale's percent form (`86%`, `86 %` in French with a narrow
 * no-break space, `%86` in Turkish): the form and the sign come from the percent style, the digits from
 * the number itself, rounded as a decimal is rather than after a division by 100 in floating point.
 */
function percentText(percent: number, options: Intl.NumberFormatOptions): string {
  const digits = numberFormat(options)
    .formatToParts(percent)
    .filter((part) => digitParts.has(part.type))
    .map((part) => part.value)
    .join('')
  let placed = false
  return numberFormat({ ...options, style: 'percent' })
    .formatToParts(percent / 100)
    .map((part) => {
      if (!digitParts.has(part.type)) return part.value
      if (placed) return ''
      placed = true
      return digits
    })
    .join('')
}

/** A fraction 0..1 as a percentage with up to two decimals: `12.34%`. */
export function formatFraction(share: number): string {
  return fraction().format(share)
}

/** A share 0..1 as a whole percentage: `86%`; `–` for no number. */
export function formatShare(share: unknown): string {
  return finite(share) ? whole().format(share) : missing
}

/**
 * A percentage already in 0..100 with at most `most` decimals, at least `least` (as many by default):
 * `12.5%` with (12.46, 1), `3%` with (3, 2, 0).
 */
export function formatPercent(percent: number, most: number, least = most): string {
  return percentText(percent, { minimumFractionDigits: least, maximumFractionDigits: most })
}

/**
 * A signed change in percent, two decimals, the sign the locale writes: `+5.91%`, `-0.98%`; one that
 * rounds to nothing is `0.00%`, and anything not a number `–`.
 */
export function formatChange(percent: unknown): string {
  return finite(percent)
    ? percentText(percent, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      })
    : missing
}
