/** A transaction as the fee statistics see it: its weight and effective fee rate (sat/vB). */
export interface RatedTx {
  weight: number
  rate: number
}

export interface BlockFeeStats {
  medianFee: number
  feeRange: number[]
}

const percentile = (sorted: readonly RatedTx[], n: number): number =>
  sorted[Math.floor((sorted.length - 1) * (n / 100))]?.rate ?? 0

/**
 * mempool's `calcEffectiveFeeStatistics` for one projected block (`txs` in block order): the median is
 * the average rate of the 10,000 weight units around 2,000,000 counted from the cheapest transaction (so
 * a block under half full has a median of 0, as on mempool.space); the range is min, the 10th-90th count
 * percentiles, max, where min and max also look at the last and first 2% of the block.
 */
export function blockFeeStats(txs: readonly RatedTx[]): BlockFeeStats {
  if (txs.length === 0) return { medianFee: 0, feeRange: [0, 0, 0, 0, 0, 0, 0] }
  const sorted = [...txs].sort((a, b) => a.rate - b.rate)
  const left = 1_995_000
  const right = 2_005_000
  let counted = 0
  let fees = 0
  let weight = 0
  for (let i = 0; i < sorted.length && counted < right; i++) {
    const tx = sorted[i] as RatedTx
    const end = counted + tx.weight
    if (end > left) {
      const inside = Math.min(end, right) - Math.max(counted, left)
      fees += tx.rate * (inside / 4)
      weight += inside
    }
    counted = end
  }
  // mempool slices by `length / 50` unrounded: under 50 transactions that is the whole block for the
  // minimum and nothing for the maximum. Kept, since the numbers are meant to match the real service's.
  const tail = txs.slice(-txs.length / 50)
  const head = txs.slice(0, txs.length / 50)
  const minFee = Math.min(percentile(sorted, 1), ...tail.map((tx) => tx.rate))
  const maxFee = Math.max(percentile(sorted, 99), ...head.map((tx) => tx.rate), 0)
  return {
    medianFee: weight ? fees / (weight / 4) : 0,
    feeRange: [minFee, ...[10, 25, 50, 75, 90].map((n) => percentile(sorted, n)), maxFee],
  }
}

/**
 * mempool's statistics of the last projected block when it is a stack of several blocks: the average rate
 * of 0.5%-wide weight bands at the 0.25th, 10th, 20th ... 90th and 99.75th weight percentiles, counted in
 * block order (best first) and listed cheapest first; the median is the 50th band's.
 */
export function stackFeeStats(txs: readonly RatedTx[]): BlockFeeStats {
  const total = txs.reduce((n, tx) => n + tx.weight, 0)
  const band = total * 0.005
  const percentiles = [0.25, 10, 20, 30, 40, 50, 60, 70, 80, 90, 99.75]
  const averages: number[] = []
  let counted = 0
  let at = 0
  for (const p of percentiles) {
    const left = (p / 100) * total - band / 2
    const right = left + band
    let fees = 0
    let weight = 0
    // Walk on to the transactions inside this band; one may span several bands, so it stays current.
    while (at < txs.length) {
      const tx = txs[at] as RatedTx
      const end = counted + tx.weight
      if (end > left) {
        const inside = Math.min(end, right) - Math.max(counted, left)
        if (inside > 0) {
          fees += tx.rate * inside
          weight += inside
        }
        if (end >= right) break
      }
      counted = end
      at++
    }
    averages.unshift(weight ? fees / weight : 0)
  }
  return { medianFee: averages[Math.floor(averages.length / 2)] ?? 0, feeRange: averages }
}
