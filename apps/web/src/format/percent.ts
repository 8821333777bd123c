import { finite, formatDecimal, formatInteger, missing, numberFormat } from './number'

const fraction = () => numberFormat({ style: 'percent', maximumFractionDigits: 2 })
const change = () =>
  numberFormat({
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  })

/** A fraction 0..1 as a percentage with up to two decimals, unspaced as a table cell reads: `12.34%`. */
export function formatFraction(share: number): string {
  return fraction().format(share)
}

/** A share 0..1 as a whole percentage: `86 %`; `–` for no number. */
export function formatShare(share: unknown): string {
  return finite(share) ? `${formatInteger(share * 100)} %` : missing
}

/** A percentage already in 0..100 with `digits` decimals: `12.5 %` with (12.46, 1). */
export function formatPercent(percent: number, digits: number): string {
  return `${formatDecimal(percent, digits, digits)} %`
}

/**
 * A signed change in percent, two decimals, the sign the locale writes: `+5.91 %`, `-0.98 %`; one that
 * rounds to nothing is `0.00 %`, and anything not a number `–`.
 */
export function formatChange(percent: unknown): string {
  return finite(percent) ? `${change().format(percent)} %` : missing
}
