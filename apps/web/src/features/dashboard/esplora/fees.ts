import type { FeeEstimates, RecommendedFees } from '@outpoint/explorer-client'

/** The rate for confirmation within `target` blocks: the nearest target the node estimated at or above it. */
function rateWithin(estimates: FeeEstimates, target: number): number | undefined {
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((t) => Number.isSafeInteger(t) && t >= target)
    .sort((a, b) => a - b)
  const found = targets[0]
  return found === undefined ? undefined : estimates[String(found)]
}

/**
 * mempool's four fee levels from a node's estimates (`/fee-estimates`, sat/vB by target), for a service
 * without `/v1/fees/recommended`: high is the next block, medium within 3 (half an hour), low within 6
 * (an hour), none within 144 (a day); the minimum is the lowest estimate. Undefined when the node has no
 * estimate for the next block or later (a node just started estimates nothing: `{}`).
 */
export function feesFromEstimates(estimates: FeeEstimates): RecommendedFees | undefined {
  const fastestFee = rateWithin(estimates, 1)
  if (fastestFee === undefined) return undefined
  const halfHourFee = rateWithin(estimates, 3) ?? fastestFee
  const hourFee = rateWithin(estimates, 6) ?? halfHourFee
  const economyFee = rateWithin(estimates, 144) ?? hourFee
  const minimumFee = Math.min(...Object.values(estimates))
  return { fastestFee, halfHourFee, hourFee, economyFee, minimumFee }
}
