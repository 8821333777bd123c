import { t } from '@lingui/core/macro'
import { decimalMark, formatDecimal, groupMark } from './number'

/** A decimal a person typed: nothing, a number digit for digit, or what is wrong with it. */
export type DecimalInput =
  | { kind: 'empty' }
  | {
      kind: 'number'
      negative: boolean
      /** The whole digits without leading zeros (`0` for none). */
      whole: string
      /** The decimals as typed, trailing zeros kept (`` for none). */
      fraction: string
      /** The number with `.` as its decimal mark: `-1234.5`. */
      text: string
    }
  | { kind: 'error'; message: string }

/** Full-width digits and marks (`０．５`) as ASCII, Arabic-Indic digits as ASCII digits, `−` as `-`. */
function plainText(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/\u2212/g, '-')
}

/** Spaces of any kind, `_` and the direction marks a right-to-left locale writes around a sign. */
const dropped = /[\s_\u200e\u200f\u061c]/g

function notANumber(raw: string): DecimalInput {
  const typed = raw.trim()
  const mark = decimalMark()
  const example = formatDecimal(1234.5, 1)
  return {
    kind: 'error',
    message: t`"${typed}" is not a number: use digits and "${mark}" as the decimal mark, as in ${example}.`,
  }
}

/** Whole digits with the locale's thousands separator only between groups of three: `1.234.567` in German. */
function ungroup(whole: string, group: string): string | undefined {
  if (/^\d*$/.test(whole)) return whole
  if (group === '' || /\s/.test(group)) return undefined
  const [first = '', ...rest] = whole.split(group)
  const grouped =
    rest.length > 0 && /^\d{1,3}$/.test(first) && rest.every((part) => /^\d{3}$/.test(part))
  return grouped ? first + rest.join('') : undefined
}

/**
 * A decimal as a person types it on this page, read digit for digit (no float). The rule:
 * - spaces of any kind (French and Russian group thousands with no-break spaces) and `_` are left out;
 * - full-width and Arabic-Indic digits read as digits; a leading `-` (or `−`) makes it negative;
 * - the locale's decimal mark (`.` in English, `,` in German and French) comes at most once;
 * - the locale's thousands separator, when it is a mark (`,` in English, `.` in German), is read only
 *   between groups of three digits before the decimal mark: `1.234.567,5` in German;
 * - any other `.` or `,` is refused, never guessed: `0.5` on a German page (where `.` only separates
 *   thousands) and `0,5` on an English one are errors naming the decimal mark, not 5.
 */
export function parseDecimalText(raw: string): DecimalInput {
  const decimal = plainText(decimalMark())
  const group = plainText(groupMark()).replace(dropped, '')
  let text = plainText(raw).replace(dropped, '')
  if (text === '') return { kind: 'empty' }
  const negative = text.startsWith('-')
  if (negative) text = text.slice(1)
  const parts = text.split(decimal)
  if (parts.length > 2) return notANumber(raw)
  const [wholeText = '', fraction = ''] = parts
  const whole = ungroup(wholeText, group)
  if (whole === undefined || !/^\d*$/.test(fraction) || whole + fraction === '')
    return notANumber(raw)
  const digits = whole.replace(/^0+(?=\d)/, '') || '0'
  const sign = negative ? '-' : ''
  return {
    kind: 'number',
    negative,
    whole: digits,
    fraction,
    text: `${sign}${digits}${fraction === '' ? '' : `.${fraction}`}`,
  }
}
