/** A transaction as the fee statistics see it: its weight and effective fee rate (sat/vB). */
export interface RatedTx {
  weight: number
  rate: number
}

export interface BlockFeeStats {
  medianFee: number
  feeRange: number[]
}

/** A block's rated transactions as parallel arrays, in block order (no object per transaction). */
export interface RatedTxs {
  weights: ArrayLike<number>
  rates: ArrayLike<number>
  length: number
}

const ratedArrays = (txs: readonly RatedTx[]): RatedTxs => ({
  weights: txs.map((tx) => tx.weight),
  rates: txs.map((tx) => tx.rate),
  length: txs.length,
})

/** `ratedFeeStats` of `RatedTx` objects. */
export const blockFeeStats = (txs: readonly RatedTx[]): BlockFeeStats =>
  ratedFeeStats(ratedArrays(txs))

/** `ratedStackStats` of `RatedTx` objects. */
export const stackFeeStats = (txs: readonly RatedTx[]): BlockFeeStats =>
  ratedStackStats(ratedArrays(txs))

/** Reused by every call (nothing keeps them): projections compute these stats several times a second. */
let sortScratch = new Int32Array(0)
let mergeScratch = new Int32Array(0)

/**
 * The indices 0..length-1 ordered by rate, equal rates by index: a bottom-up merge sort with the
 * comparisons inline (a comparator called per comparison made this the projection's largest cost).
 */
export function sortByRate(rates: ArrayLike<number>, length: number): Int32Array {
  if (sortScratch.length < length) {
    sortScratch = new Int32Array(length)
    mergeScratch = new Int32Array(length)
  }
  let from = sortScratch.subarray(0, length)
  let to = mergeScratch.subarray(0, length)
  for (let i = 0; i < length; i++) from[i] = i
  for (let width = 1; width < length; width *= 2) {
    for (let left = 0; left < length; left += 2 * width) {
      const middle = Math.min(left + width, length)
      const right = Math.min(left + 2 * width, length)
      let i = left
      let j = middle
      let k = left
      while (i < middle && j < right) {
        // Taking the left one on equal rates keeps the sort stable.
        if ((rates[from[j] as number] as number) < (rates[from[i] as number] as number)) {
          to[k++] = from[j++] as number
        } else to[k++] = from[i++] as number
      }
      while (i < middle) to[k++] = from[i++] as number
      while (j < right) to[k++] = from[j++] as number
    }
    const swap = from
    from = to
    to = swap
  }
  return from
}

/**
 * mempool's `calcEffectiveFeeStatistics` for one projected block (`txs` in block order): the median is
 * the average rate of the 10,000 weight units around 2,000,000 counted from the cheapest transaction (so
 * a block under half full has a median of 0, as on mempool.space); the range is min, the 10th-90th count
 * percentiles, max, where min and max also look at the last and first 2% of the block.
 */
export function ratedFeeStats(txs: RatedTxs): BlockFeeStats {
  const { weights, rates, length } = txs
  if (length === 0) return { medianFee: 0, feeRange: [0, 0, 0, 0, 0, 0, 0] }
  // Cheapest first; equal rates keep their block order (a stable sort, as mempool's).
  const sorted = sortByRate(rates, length)
  const percentile = (n: number): number =>
    rates[sorted[Math.floor((length - 1) * (n / 100))] as number] ?? 0
  const left = 1_995_000
  const right = 2_005_000
  let counted = 0
  let fees = 0
  let weight = 0
  for (let i = 0; i < length && counted < right; i++) {
    const tx = sorted[i] as number
    const end = counted + (weights[tx] as number)
    if (end > left) {
      const inside = Math.min(end, right) - Math.max(counted, left)
      fees += (rates[tx] as number) * (inside / 4)
      weight += inside
    }
    counted = end
  }
  // mempool slices by `length / 50` unrounded (`slice(-length / 50)` and `slice(0, length / 50)`): under
  // 50 transactions that is the whole block for the minimum and nothing for the maximum. Kept, since
  // the numbers are meant to match the real service's.
  const slice = Math.trunc(length / 50)
  let minFee = percentile(1)
  for (let i = slice === 0 ? 0 : length - slice; i < length; i++) {
    minFee = Math.min(minFee, rates[i] as number)
  }
  let maxFee = Math.max(percentile(99), 0)
  for (let i = 0; i < slice; i++) maxFee = Math.max(maxFee, rates[i] as number)
  return {
    medianFee: weight ? fees / (weight / 4) : 0,
    feeRange: [minFee, ...[10, 25, 50, 75, 90].map(percentile), maxFee],
  }
}

/**
 * mempool's statistics of the last projected block when it is a stack of several blocks: the average rate
 * of 0.5%-wide weight bands at the 0.25th, 10th, 20th ... 90th and 99.75th weight percentiles, counted in
 * block order (best first) and listed cheapest first; the median is the 50th band's.
 */
export function ratedStackStats(txs: RatedTxs): BlockFeeStats {
  const { weights, rates, length } = txs
  let total = 0
  for (let i = 0; i < length; i++) total += weights[i] as number
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
    while (at < length) {
      const end = counted + (weights[at] as number)
      if (end > left) {
        const inside = Math.min(end, right) - Math.max(counted, left)
        if (inside > 0) {
          fees += (rates[at] as number) * inside
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
