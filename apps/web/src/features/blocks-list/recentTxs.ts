import type { RecentTransaction, StrippedTransaction } from '@outpoint/explorer-client'

/** How many arrivals the page keeps: mempool.space's list shows 50 by default. */
export const keptArrivals = 50

/** A mempool arrival as the list shows it; `value` is absent where amounts are confidential (Liquid). */
export interface Arrival {
  txid: string
  value: number | undefined
  vsize: number
  /** sat/vB */
  rate: number
}

const rateOf = (fee: number, vsize: number) => (vsize > 0 ? fee / vsize : 0)

/** `/mempool/recent`'s rows; on Liquid the fee rate is over the discounted vsize (ELIP 200) when sent. */
export function restArrival(tx: RecentTransaction): Arrival {
  return {
    txid: tx.txid,
    value: tx.value,
    vsize: tx.vsize,
    rate: rateOf(tx.fee, tx.discount_vsize ?? tx.vsize),
  }
}

/** The websocket `transactions` rows (older backends sent no `rate`). */
export function liveArrival(tx: StrippedTransaction): Arrival {
  return {
    txid: tx.txid,
    value: tx.value,
    vsize: tx.vsize,
    rate: tx.rate ?? rateOf(tx.fee, tx.vsize),
  }
}

/**
 * The list after new arrivals (newest first, as the service sends them): new txids go on top, one already
 * listed keeps its place, and the oldest fall off past `keptArrivals`.
 */
export function withArrivals(
  list: readonly Arrival[] | undefined,
  incoming: readonly Arrival[],
): Arrival[] {
  const held = new Set((list ?? []).map((tx) => tx.txid))
  const fresh: Arrival[] = []
  for (const tx of incoming) {
    if (held.has(tx.txid)) continue
    held.add(tx.txid)
    fresh.push(tx)
  }
  return [...fresh, ...(list ?? [])].slice(0, keptArrivals)
}
