import type { Rng } from '../rng.js'

/**
 * The fee rate (sat/vB) a new payment pays, as a mix of the crowds the recorded mempools show: wallets at
 * or near the relay floor (the long tail of the projected blocks), ordinary payments at a few sat/vB,
 * next-block payments around the first block's median, and a thin tail paying tens to hundreds. Over a
 * few blocks' worth, the first projected block's median lands near 8-12 sat/vB and the last blocks near
 * 1-2, the shape of `fee-mempool-blocks.json` and of mempool.space's projected blocks on a calm day.
 * Most wallets pick whole rates.
 */
export function arrivalFeeRate(rng: Rng): number {
  const draw = rng.next()
  let rate: number
  if (draw < 0.38) rate = 1 + rng.exponential(0.5)
  else if (draw < 0.75) rate = rng.logNormal(3.5, 0.45)
  else if (draw < 0.93) rate = rng.logNormal(9, 0.4)
  else rate = rng.logNormal(25, 0.8)
  const rounded = rng.chance(0.6) ? Math.round(rate) : Math.round(rate * 100) / 100
  return Math.min(1_000, Math.max(1, rounded))
}

/** A rate at the bottom of the mempool: consolidations and the parents of CPFP packages. */
export function floorFeeRate(rng: Rng): number {
  return Math.round((1 + rng.next() * 0.6) * 100) / 100
}

/** A child paying for a stuck parent pays well above the first block. */
export function childFeeRate(rng: Rng): number {
  return Math.min(500, Math.round(rng.logNormal(30, 0.5) * 100) / 100)
}
