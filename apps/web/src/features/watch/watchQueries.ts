import { type ExplorerClient, getAddress, getTransactionStatus } from '@outpoint/explorer-client'
import { explorerKey } from '../../queries/keys'
import type { Watch } from './model/watches'

/** The query key of a watch's current figures (its balance, its transaction's status). */
export const watchQueryKey = (client: ExplorerClient, watch: Watch) =>
  explorerKey(client, 'watch', watch.type, watch.id)

export type WatchFigures =
  | { type: 'address'; sats: number | null; txCount: number }
  | { type: 'transaction'; confirmed: boolean; height: number | null }

/** A watch's figures over REST: the live feed says when to ask again. */
export async function fetchWatchFigures(
  client: ExplorerClient,
  watch: Watch,
  signal?: AbortSignal,
): Promise<WatchFigures> {
  if (watch.type === 'transaction') {
    const status = await getTransactionStatus(client, { txid: watch.id, signal })
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
