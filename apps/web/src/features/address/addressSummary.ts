import type { AddressInfo, LiquidAddressInfo } from '@outpoint/explorer-client'

/**
 * The figures of an address's header. Amounts are absent on Liquid, whose stats carry no sums. Behind
 * mempool's own backend in Electrum mode (`electrum: true`: Umbrel, Start9) the stats hold balances, not
 * totals (`electrum-api.ts` $getAddress: `funded_txo_sum` is the confirmed balance, the counts are 0), so
 * only the balances and the transaction count are known there.
 */
export interface AddressSummary {
  txCount: number
  /** Unspent outputs, mempool included: funded minus spent. Unknown in Electrum mode. */
  utxoCount?: number
  amounts?: {
    /** Confirmed balance: chain funded minus chain spent. */
    confirmed: number
    /** What the mempool adds or takes (negative while a spend waits). */
    pending: number
    /** Unknown in Electrum mode. */
    received?: number
    sent?: number
  }
}

export function summarizeAddress(info: AddressInfo | LiquidAddressInfo): AddressSummary {
  const chain = info.chain_stats
  const pool = info.mempool_stats
  const txCount = chain.tx_count + pool.tx_count
  if (
    'electrum' in info &&
    info.electrum &&
    'funded_txo_sum' in chain &&
    'funded_txo_sum' in pool
  ) {
    const confirmed = chain.funded_txo_sum - chain.spent_txo_sum
    return { txCount, amounts: { confirmed, pending: pool.funded_txo_sum - pool.spent_txo_sum } }
  }
  const summary: AddressSummary = {
    txCount,
    utxoCount:
      chain.funded_txo_count + pool.funded_txo_count - chain.spent_txo_count - pool.spent_txo_count,
  }
  if (!('funded_txo_sum' in chain) || !('funded_txo_sum' in pool)) return summary
  return {
    ...summary,
    amounts: {
      confirmed: chain.funded_txo_sum - chain.spent_txo_sum,
      pending: pool.funded_txo_sum - pool.spent_txo_sum,
      received: chain.funded_txo_sum + pool.funded_txo_sum,
      sent: chain.spent_txo_sum + pool.spent_txo_sum,
    },
  }
}
