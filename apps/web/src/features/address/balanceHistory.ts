import { netValueFor } from '../transaction/model/netValue'
import type { AnyTransaction } from '../transaction/model/types'

export interface BalancePoints {
  /** Block times (s), ascending. */
  times: number[]
  /** Confirmed balance (sats) after the transactions up to each time. */
  balances: number[]
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
  return { times: times.reverse(), balances: balances.reverse() }
}
