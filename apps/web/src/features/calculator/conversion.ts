import { t } from '@lingui/core/macro'
import { formatBtc, formatSats } from '../../format/amount'
import { formatDecimal, formatInteger } from '../../format/number'

/** The three fields of the calculator; typing in one sets the others. */
export type Field = 'btc' | 'sats' | 'fiat'

/** What a field's text says: nothing yet, an amount in sats, or what is wrong with it. */
export type Parsed =
  | { kind: 'empty' }
  | { kind: 'sats'; sats: number }
  | { kind: 'error'; message: string }

const satsPerBtc = 100_000_000
/** All the bitcoin there will ever be: 21 million BTC, 2.1 quadrillion sats (within 2^53). */
export const maxSats = 21_000_000 * satsPerBtc

const supplyMessage = () => t`More than 21,000,000 BTC: there will never be more bitcoin than that.`

/** Drops what a formatted figure carries besides digits (thousands separators, spaces). */
const clean = (text: string) => text.trim().replace(/[,\s_]/g, '')

/** The problem with a text that is not a plain decimal, or undefined when it is one. */
function notDecimal(text: string, raw: string): string | undefined {
  if (text.startsWith('-') && /^-\d*\.?\d*$/.test(text) && text !== '-' && text !== '-.')
    return t`A negative amount: amounts are 0 or more.`
  if (!/^\d*\.?\d*$/.test(text) || text === '.') {
    const typed = raw.trim()
    return t`"${typed}" is not a number: use digits and at most one decimal point.`
  }
  return undefined
}

/** BTC text to sats, by its digits (no float rounding): at most 8 decimals, at most 21 million. */
export function parseBtc(raw: string): Parsed {
  const text = clean(raw)
  if (text === '') return { kind: 'empty' }
  const problem = notDecimal(text, raw)
  if (problem) return { kind: 'error', message: problem }
  const [whole = '', fraction = ''] = text.split('.')
  if (fraction.length > 8) {
    const places = formatInteger(fraction.length)
    return {
      kind: 'error',
      message: t`BTC has at most 8 decimal places (0.00000001 BTC is 1 sat); this has ${places}.`,
    }
  }
  const coins = whole.replace(/^0+(?=\d)/, '')
  if (coins.length > 8) return { kind: 'error', message: supplyMessage() }
  const sats = Number(coins || '0') * satsPerBtc + Number(fraction.padEnd(8, '0'))
  return sats > maxSats ? { kind: 'error', message: supplyMessage() } : { kind: 'sats', sats }
}

/** Sats text to sats: a whole number, at most 2.1 quadrillion. */
export function parseSats(raw: string): Parsed {
  const text = clean(raw)
  if (text === '') return { kind: 'empty' }
  const problem = notDecimal(text, raw)
  if (problem) return { kind: 'error', message: problem }
  if (text.includes('.') && !/\.0*$/.test(text))
    return { kind: 'error', message: t`Sats are whole: 1 sat is the smallest amount there is.` }
  const digits = (text.split('.')[0] ?? '').replace(/^0+(?=\d)/, '') || '0'
  if (digits.length > 16 || Number(digits) > maxSats) {
    const most = formatInteger(maxSats)
    return {
      kind: 'error',
      message: t`More than ${most} sats (21,000,000 BTC): there will never be more.`,
    }
  }
  return { kind: 'sats', sats: Number(digits) }
}

/** An amount of money to sats at `price` (units of the currency per BTC), rounded to the sat. */
export function parseFiat(raw: string, price: number, currency: string): Parsed {
  const text = clean(raw)
  if (text === '') return { kind: 'empty' }
  const problem = notDecimal(text, raw)
  if (problem) return { kind: 'error', message: problem }
  const sats = Math.round((Number(text) / price) * satsPerBtc)
  if (!Number.isFinite(sats) || sats > maxSats) {
    const rate = formatDecimal(price, 2)
    return {
      kind: 'error',
      message: t`More than all 21,000,000 BTC are worth at ${rate} ${currency} a bitcoin.`,
    }
  }
  return { kind: 'sats', sats }
}

/** The text a field shows for an amount typed elsewhere. */
export function fieldText(field: Field, sats: number, price: number | undefined): string {
  if (field === 'btc') return formatBtc(sats)
  if (field === 'sats') return formatSats(sats)
  return price === undefined ? '' : formatDecimal((sats / satsPerBtc) * price, 2, 2)
}
