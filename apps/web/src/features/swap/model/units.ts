/** Whole-number strings of a token's smallest unit, as the service sends them: anything else is unreadable. */
export function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value)) return undefined
  return BigInt(value)
}

/** `formatUnits(150000000n, 8)` is `1.5`: the decimal amount, trailing zeros dropped. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
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
