import {
  type ExplorerClient,
  getAddress,
  getTransaction,
  getTransactionStatus,
} from '@outpoint/explorer-client'
import { explorerKey } from '../../queries/keys'
import type { Watch } from './model/watches'

/** The query key of a watch's current figures (its balance, its transaction's status). */
export const watchQueryKey = (client: ExplorerClient, watch: Watch) =>
  explorerKey(client, 'watch', watch.type, watch.id)

export type WatchFigures =
  | { type: 'address'; sats: number | null; txCount: number }
  | { type: 'transaction'; confirmed: boolean; height: number | null }

/**
 * A watch's figures over REST: the live feed says when to ask again. A transaction the service no
 * longer has (replaced, dropped) rejects with NotFoundError.
 */
export async function fetchWatchFigures(
  client: ExplorerClient,
  watch: Watch,
  signal?: AbortSignal,
): Promise<WatchFigures> {
  if (watch.type === 'transaction') {
    let status = await getTransactionStatus(client, { txid: watch.id, signal })
    // electrs answers any txid's status, an unknown one's as unconfirmed: the transaction itself says
    // whether the service still has it (a 404, NotFoundError, once it is replaced or dropped).
    if (!status.confirmed)
      status = (await getTransaction(client, { txid: watch.id, signal })).status
    return {
      type: 'transaction',
      confirmed: status.confirmed,
      height: status.confirmed ? (status.block_height ?? null) : null,
    }
  }
  const info = await getAddress(client, { address: watch.id, signal })
  const { chain_stats: chain, mempool_stats: mempool } = info
  const sum = (stats: typeof chain) =>
    'funded_txo_sum' in stats && typeof stats.funded_txo_sum === 'number'
      ? stats.funded_txo_sum - stats.spent_txo_sum
      : null
  const a = sum(chain)
  const b = sum(mempool)
  return {
    type: 'address',
    sats: a === null || b === null ? null : a + b,
    txCount: chain.tx_count + mempool.tx_count,
  }
}
