// Fixed-rate conversion between sats and wei, in integers only: the rate is held in millionths so that
// no float touches an amount.
import type { ChainSlug } from './assets.js'

export interface Pricing {
  /** ETH per BTC (1 BTC = `rate` ETH), e.g. 15. */
  rate: number
  /** The service's fee in basis points of the source amount, e.g. 30 (0.3 %). */
  feeBps: number
}

const rateScale = 1_000_000n

/** The rate in millionths of an ETH per BTC; throws unless it is positive and finite. */
export function scaledRate(rate: number): bigint {
  const scaled = Math.round(rate * Number(rateScale))
  if (!Number.isFinite(scaled) || scaled <= 0) {
    throw new Error(`the rate must be positive, got ${rate}`)
  }
  return BigInt(scaled)
}

/** The fee kept from `amount` (source token units). */
export function feeOf(amount: bigint, feeBps: number): bigint {
  return (amount * BigInt(feeBps)) / 10_000n
}

/**
 * What `amount` of `from`'s token buys of the other chain's token after the fee, rounded down.
 * sats → wei: sats × rate × 10^10; wei → sats: wei ÷ (rate × 10^10).
 */
export function convert(from: ChainSlug, amount: bigint, pricing: Pricing): bigint {
  const net = amount - feeOf(amount, pricing.feeBps)
  const rate = scaledRate(pricing.rate)
  // 10^18 wei per ETH over 10^8 sats per BTC, and the rate's own scale.
  const weiPerSatScaled = 10n ** 10n
  return from === 'bitcoin'
    ? (net * rate * weiPerSatScaled) / rateScale
    : (net * rateScale) / (rate * weiPerSatScaled)
}

/** True when `received` is within `toleranceBps` of `expected` either way. */
export function withinTolerance(received: bigint, expected: bigint, toleranceBps: number): boolean {
  const difference = received > expected ? received - expected : expected - received
  return difference * 10_000n <= expected * BigInt(toleranceBps)
}
