// The one home of the app's number formats. One fixed locale keeps figures the same on every machine
// and in tests (the app's text is English); a later translation changes it here.
const locale = 'en-US'

const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 })

/** A whole number with thousands separators: `4,888` (fractions rounded). */
export function formatInteger(value: number): string {
  return integer.format(value)
}

/** A number in a few characters, for chart axes: `1.23M`, `45.6K`. */
export function formatCompact(value: number): string {
  return compact.format(value)
}

/**
 * A count with its noun, singular for one: `1 transaction`, `2,405 transactions`. `many` defaults to the
 * noun with an `s`.
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`
}

/**
 * A decimal the service sent as text (an asset's supply: more digits than a float holds) with thousands
 * separators in its whole part: `21000000.00000000` -> `21,000,000.00000000`. Other text is kept.
 */
export function groupDecimalText(text: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text.trim())
  if (!match) return text
  const [, sign = '', whole = '', fraction = ''] = match
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`
}
