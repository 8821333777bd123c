/** A block transaction as the prioritisation check reads it: its effective fee rate (sat/vB). */
export interface RatedTx {
  txid: string
  rate: number
}

/**
 * The block's transactions (coinbase first) that a pool put higher than their fee rate earns: mempool's
 * `identifyPrioritizedTransactions` (backend/src/api/transaction-utils.ts). Read bottom-up, the block's
 * rates should rise; the longest rising run is taken as the honest order, and any other transaction whose
 * rate is at least 0.1 sat/vB below the run's last rate before it counts as prioritised (one above it, as
 * deprioritised, which the audit does not report).
 */
export function prioritizedTxs(block: readonly RatedTx[]): string[] {
  const rising = block.slice(1).reverse()
  if (rising.length < 2) return []
  const inRun = longestRisingRun(rising)
  const out: string[] = []
  // The backend starts from the bottom transaction's rate (its frontend copy starts from 0).
  let lastRate = (rising[0] as RatedTx).rate
  rising.forEach((tx, i) => {
    if (inRun.has(i)) lastRate = tx.rate
    else if (Math.abs(tx.rate - lastRate) >= 0.1 && tx.rate <= lastRate) out.push(tx.txid)
  })
  return out
}

/** Indexes of a longest non-decreasing subsequence of the rates (patience sorting, O(n log n)). */
function longestRisingRun(txs: readonly RatedTx[]): Set<number> {
  // ends[l]: index of the smallest last rate of a run of length l + 1; back[i]: i's predecessor in its run.
  const ends: number[] = []
  const back = new Int32Array(txs.length).fill(-1)
  const rate = (i: number) => (txs[i] as RatedTx).rate
  txs.forEach((tx, i) => {
    let lo = 0
    let hi = ends.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (rate(ends[mid] as number) > tx.rate) hi = mid
      else lo = mid + 1
    }
    back[i] = lo > 0 ? (ends[lo - 1] as number) : -1
    ends[lo] = i
  })
  const run = new Set<number>()
  for (let k = ends.at(-1) ?? -1; k >= 0; k = back[k] as number) run.add(k)
  return run
}
