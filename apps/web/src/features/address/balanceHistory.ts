import { netValueFor } from '../transaction/model/netValue'
import type { AnyTransaction } from '../transaction/model/types'

export interface BalancePoints {
  /** Block times (s), ascending: one per loaded confirmed transaction (several may share a block). */
  times: number[]
  /** Confirmed balance (sats) after each of those transactions. */
  balances: number[]
  /** The balance before the oldest of them. */
  before: number
}

/**
 * The confirmed balance after each loaded confirmed transaction, worked back from today's confirmed balance:
 * the series covers only the span of history loaded so far. Undefined when an amount is confidential.
 */
export function balancePoints(
  txs: readonly AnyTransaction[],
  address: string,
  confirmedBalance: number,
): BalancePoints | undefined {
  const times: number[] = []
  const balances: number[] = []
  let balance = confirmedBalance
  for (const tx of txs) {
    const time = tx.status?.confirmed ? tx.status.block_time : undefined
    if (time === undefined) continue
    const net = netValueFor(tx, address)
    if (net === undefined) return undefined
    times.push(time)
    balances.push(balance)
    balance -= net
  }
  return { times: times.reverse(), balances: balances.reverse(), before: balance }
}

export interface BalanceSteps {
  /** Seconds, ascending; equal times where one block held several of the transactions. */
  times: number[]
  balances: number[]
}

/** Least span drawn (s): a history loaded from one block still reads as a step, not a dot. */
export const minSpan = 3_600

/**
 * The balance as the chart draws it, in steps (it holds between transactions and jumps at each): from the
 * balance before the oldest loaded transaction, through each, held until `now`. When the transactions span
 * less than `minSpan` (all in one block, say), the balance before them is drawn from earlier, so the range
 * is never a single moment.
 */
export function balanceSteps(points: BalancePoints, now: number): BalanceSteps | undefined {
  const first = points.times[0]
  const last = points.times.at(-1)
  if (first === undefined || last === undefined) return undefined
  const end = Math.max(now, last)
  const start = Math.min(first, end - minSpan)
  return {
    times: [start, ...points.times, end],
    balances: [points.before, ...points.balances, points.balances.at(-1) ?? points.before],
  }
}
