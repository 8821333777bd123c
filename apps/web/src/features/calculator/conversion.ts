import { t } from '@lingui/core/macro'
import { formatBtc, formatSats } from '../../format/amount'
import { type DecimalInput, parseDecimalText } from '../../format/decimalInput'
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

/** The typed text as a decimal of 0 or more, or what is wrong with it (`parseDecimalText` has the rule). */
function readAmount(raw: string): DecimalInput {
  const parsed = parseDecimalText(raw)
  if (parsed.kind === 'number' && parsed.negative)
    return { kind: 'error', message: t`A negative amount: amounts are 0 or more.` }
  return parsed
}

/** BTC text to sats, by its digits (no float rounding): at most 8 decimals, at most 21 million. */
export function parseBtc(raw: string): Parsed {
  const amount = readAmount(raw)
  if (amount.kind !== 'number') return amount
  const { whole, fraction } = amount
  if (fraction.length > 8) {
    const places = formatInteger(fraction.length)
    return {
      kind: 'error',
      message: t`BTC has at most 8 decimal places (0.00000001 BTC is 1 sat); this has ${places}.`,
    }
  }
  if (whole.length > 8) return { kind: 'error', message: supplyMessage() }
  const sats = Number(whole) * satsPerBtc + Number(fraction.padEnd(8, '0'))
  return sats > maxSats ? { kind: 'error', message: supplyMessage() } : { kind: 'sats', sats }
}

/** Sats text to sats: a whole number, at most 2.1 quadrillion. */
export function parseSats(raw: string): Parsed {
  const amount = readAmount(raw)
  if (amount.kind !== 'number') return amount
  if (/[1-9]/.test(amount.fraction))
    return { kind: 'error', message: t`Sats are whole: 1 sat is the smallest amount there is.` }
  const digits = amount.whole
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
  const amount = readAmount(raw)
  if (amount.kind !== 'number') return amount
  const sats = Math.round((Number(amount.text) / price) * satsPerBtc)
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
