import { formatUnits } from 'viem'
import { formatDecimalText } from './number'

/**
 * An amount counted in a token's smallest unit (wei, sats) in whole tokens, digit for digit (viem's
 * `formatUnits`: no float, no trailing zeros), in the locale's decimal mark and without thousands
 * separators, as wallets write it: `10000.5` on an English page, `10000,5` on a German one.
 */
export function formatUnitsText(value: bigint, decimals: number): string {
  return formatDecimalText(formatUnits(value, decimals), { grouping: false })
}
