import { formatUnits } from 'viem'

/** Whole-number strings of a token's smallest unit, as the service sends them: anything else is unreadable. */
export function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value)) return undefined
  return BigInt(value)
}

/**
 * How many `to` tokens one `from` token buys at these amounts, to `places` decimals (rounded down):
 * `rate(10n ** 18n, 18, 5_000_000n, 8)` is `0.05`.
 */
export function rate(
  fromAmount: bigint,
  fromDecimals: number,
  toAmount: bigint,
  toDecimals: number,
  places = 8,
): string | undefined {
  if (fromAmount <= 0n) return undefined
  const scaled =
    (toAmount * 10n ** BigInt(fromDecimals + places)) / (fromAmount * 10n ** BigInt(toDecimals))
  return formatUnits(scaled, places)
}

// viem's formatter, for the text a wallet reads back (the deposit amount a user copies); what the page
// shows goes through format/units.ts, in the page's decimal mark.
export { formatUnits }
