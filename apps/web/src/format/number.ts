import { formatLocale } from './locale'

// The one home of the app's number formats, in the page's locale (format/locale.ts): `4,888.5` on an
// English page, `4.888,5` on a German one, `4 888,5` on a French one.

/** What a figure shows when the service sent something that is not a number. */
export const missing = '–'

/** Whether `value` is a number arithmetic can use: what the service sends may be anything. */
export const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

const formats = new Map<string, Intl.NumberFormat>()

/**
 * The app's number format with these options, made once and kept. Every `Intl.NumberFormat` is built
 * here (the guard in one-place.test.ts holds that), so the locale above is the only one in use.
 */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = formatLocale()
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

const integer = () => numberFormat({ maximumFractionDigits: 0 })
const compact = () => numberFormat({ notation: 'compact', maximumSignificantDigits: 3 })
const compactTenths = () => numberFormat({ notation: 'compact', maximumFractionDigits: 1 })
const significant = () => numberFormat({ maximumSignificantDigits: 3 })

/** A whole number with thousands separators: `4,888` (fractions rounded). */
export function formatInteger(value: number): string {
  return integer().format(value)
}

/** A number in a few characters, for chart axes: `1.23M`, `45.6K`. */
export function formatCompact(value: number): string {
  return compact().format(value)
}

/** A number in a few characters with at most one decimal, for chart axes: `1.2M`, `123.5K`. */
export function formatCompactTenths(value: number): string {
  return compactTenths().format(value)
}

/** Three significant digits with thousands separators: `0.999`, `1.07`, `924`, `1,230`. */
export function formatSignificant(value: number): string {
  return significant().format(value)
}

/**
 * A number with thousands separators and at most `most` decimals, at least `least`: `9.9` with
 * (1), `149.30` with (2, 2).
 */
export function formatDecimal(value: number, most: number, least = 0): string {
  return numberFormat({ minimumFractionDigits: least, maximumFractionDigits: most }).format(value)
}

/** The locale's marks and zero, read once per locale: numbers and amounts ask for them on every figure. */
let marks = { locale: '', decimal: '.', group: ',', zero: '0' }

function localeMarks(): typeof marks {
  const locale = formatLocale()
  if (marks.locale !== locale) {
    const parts = numberFormat({}).formatToParts(1_234_567.5)
    const part = (type: Intl.NumberFormatPartTypes, fallback: string) =>
      parts.find((p) => p.type === type)?.value ?? fallback
    const zero = numberFormat({}).format(0)
    marks = { locale, decimal: part('decimal', '.'), group: part('group', ','), zero }
  }
  return marks
}

/** The locale's decimal mark: `.` in English, `,` in German or French. */
export function decimalMark(): string {
  return localeMarks().decimal
}

/** The locale's thousands separator: `,` in English, `.` in German, a narrow no-break space in French. */
export function groupMark(): string {
  return localeMarks().group
}

/** ASCII digits in the locale's own (the same ones in most locales). */
function localDigits(digits: string): string {
  if (localeMarks().zero === '0') return digits
  const digit = numberFormat({ useGrouping: false })
  return digits.replace(/\d/g, (d) => digit.format(Number(d)))
}

/**
 * A decimal held as text with `.` as its mark (an asset's supply, viem's `formatUnits` of a wei amount:
 * more digits than a float holds) in the locale's marks, digit for digit: `21000000.00000000` ->
 * `21,000,000.00000000` (`21.000.000,00000000` in German); `grouping: false` leaves out the thousands
 * separators (`10000.5` -> `10000,5` in German). Other text is kept.
 */
export function formatDecimalText(text: string, { grouping = true } = {}): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (!match) return text
  const [, sign = '', whole = '', fraction] = match
  // Any number of digits: formatted as a BigInt, which loses none of them.
  const integer = numberFormat({ maximumFractionDigits: 0, useGrouping: grouping }).format(
    BigInt(whole),
  )
  return `${sign}${integer}${fraction === undefined ? '' : decimalMark() + localDigits(fraction)}`
}
