import { type ParseAmountOptions, type ParseAmountResult, parseAmount } from '@outpoint/wallet'
import { parseDecimalText } from '../../format/decimalInput'

/**
 * An amount typed on this page, in its locale's marks (`0,5` on a German page), in the unit's smallest
 * part (wei, sats), or why it cannot be: read by format/decimalInput.ts, then checked by the wallet's
 * `parseAmount` (decimal places, more than zero, within the balance).
 */
export function parseTypedAmount(text: string, options: ParseAmountOptions): ParseAmountResult {
  const typed = parseDecimalText(text)
  if (typed.kind === 'error') return { ok: false, error: typed.message }
  return parseAmount(typed.kind === 'empty' ? '' : typed.text, options)
}
