import type { AddressTxSummary } from '@outpoint/explorer-client'
import type { Confirmation } from '../chain/types.js'

/** electrs' default and cap of `/address/:a/txs/summary` (`rest_default_max_address_summary_txs`). */
export const summaryLimit = 5000

export interface SummaryTx {
  readonly txid: string
  readonly confirmation: Confirmation | undefined
  readonly outputs: readonly { readonly address?: string | undefined; readonly value?: number }[]
  readonly prevouts: readonly (
    | { readonly address?: string | undefined; readonly value?: number }
    | null
    | undefined
  )[]
}

/**
 * `TxHistorySummary` items (mempool/electrs new_index/schema.rs) of confirmed transactions, newest first:
 * the block's height and time, the position in the block, and the net effect on the address (received
 * minus spent, negative for a spend), at most {@link summaryLimit}.
 */
export function addressSummary(
  address: string,
  newestFirst: readonly SummaryTx[],
): AddressTxSummary[] {
  return newestFirst.slice(0, summaryLimit).flatMap((tx) => {
    const c = tx.confirmation
    if (!c) return []
    const received = tx.outputs.reduce(
      (n, o) => n + (o.address === address ? (o.value ?? 0) : 0),
      0,
    )
    const spent = tx.prevouts.reduce((n, o) => n + (o?.address === address ? (o.value ?? 0) : 0), 0)
    return [
      {
        txid: tx.txid,
        height: c.height,
        value: received - spent,
        time: c.time,
        tx_position: c.index,
      },
    ]
  })
}
