import { type Address, formatUnits, getAddress, isAddress } from 'viem'

export type ParseRecipientResult = { ok: true; address: Address } | { ok: false; error: string }
export type ParseAmountResult = { ok: true; value: bigint } | { ok: false; error: string }

export interface ParseAmountOptions {
  /** Decimal places of the unit the amount is typed in (18 for ETH). */
  decimals?: number
  /** Shown in messages. */
  symbol?: string
  /** When known, amounts above it are refused. */
  balance?: bigint
}

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/**
 * Checks a recipient typed by a person. An address in one case carries no checksum and is accepted; a
 * mixed-case one must match its EIP-55 checksum, because a mismatch usually means a mistyped character.
 * The result is always the checksummed form.
 *
 * @example
 * parseRecipient(' 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 ')
 * // { ok: true, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
 */
export function parseRecipient(text: string): ParseRecipientResult {
  const value = text.trim()
  if (value === '') return { ok: false, error: 'Enter the recipient address.' }
  if (!hexAddress.test(value)) {
    return { ok: false, error: 'An address is 0x followed by 40 hexadecimal characters.' }
  }
  const digits = value.slice(2)
  const singleCase = digits === digits.toLowerCase() || digits === digits.toUpperCase()
  if (!singleCase && !isAddress(value, { strict: true })) {
    return {
      ok: false,
      error:
        'The address checksum is wrong (its upper and lower case letters do not match): check it for a typo.',
    }
  }
  return { ok: true, address: getAddress(`0x${digits.toLowerCase()}`) }
}

const decimalNumber = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * Turns an amount typed in whole units ("0.5" ETH) into base units (wei), refusing anything that is not
 * a plain positive decimal the unit can represent exactly and, when the balance is known, more than it.
 *
 * @example
 * parseAmount('0.5') // { ok: true, value: 500000000000000000n }
 */
export function parseAmount(text: string, options: ParseAmountOptions = {}): ParseAmountResult {
  const { decimals = 18, symbol = 'ETH', balance } = options
  const value = text.trim()
  if (value === '') return { ok: false, error: 'Enter an amount.' }
  if (/^-/.test(value)) return { ok: false, error: 'The amount cannot be negative.' }
  const match = decimalNumber.exec(value)
  if (!match) return { ok: false, error: `Enter the amount as a number of ${symbol}, like 0.5.` }
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) {
    return { ok: false, error: `${symbol} has at most ${decimals} decimal places.` }
  }
  const amount = BigInt(whole + fraction.padEnd(decimals, '0'))
  if (amount === 0n) return { ok: false, error: 'The amount must be more than zero.' }
  if (balance !== undefined && amount > balance) {
    return {
      ok: false,
      error: `The amount is more than your balance of ${formatUnits(balance, decimals)} ${symbol}.`,
    }
  }
  return { ok: true, value: amount }
}
