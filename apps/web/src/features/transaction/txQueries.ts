import {
  type CpfpInfo,
  type ExplorerClient,
  getCpfp,
  getDifficultyAdjustment,
  getRbfHistory,
  getTransaction,
  getTransactionTimes,
  isLiquidNetwork,
  NotFoundError,
  type RbfHistory,
} from '@outpoint/explorer-client'
import type { TxPosition } from '@outpoint/explorer-client/live'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'
import type { AnyTransaction } from './model/types'

export const txKey = (client: ExplorerClient, txid: string) => explorerKey(client, 'tx', txid)

/** What the page last showed of a transaction the service no longer knows. */
export type LostTx =
  | { was: 'confirmed'; height: number | undefined; hash: string | undefined }
  | { was: 'unconfirmed' }

const lostTxKey = (client: ExplorerClient, txid: string) => explorerKey(client, 'tx', txid, 'lost')

/**
 * How long a transaction the live feed brought may still be unknown to the service's REST API (its
 * index lags the feed by a moment): a 404 then keeps what the page shows. A generous bound chosen, not
 * a measured lag.
 */
const feedLeadMs = 30_000

/**
 * A transaction, or `null` while the service does not know it (404): the page then waits for it on the
 * live feed, which writes it here when it appears. A 404 on a transaction the page shows is read by what
 * it showed: a confirmed one has left the chain (a reorganisation, or a service restarted with another
 * history), so the page stops counting its confirmations and says so (`lostTxKey`); an unconfirmed one
 * the feed brought moments ago is REST lagging behind the feed, and is kept; an older unconfirmed one
 * has left the mempool.
 */
export function transactionQueryOptions(client: ExplorerClient, txid: string) {
  return queryOptions<AnyTransaction | null>({
    queryKey: txKey(client, txid),
    queryFn: async ({ signal, client: queryClient, queryKey }) => {
      try {
        return await getTransaction(client, { txid, signal })
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error
        const shown = queryClient.getQueryData<AnyTransaction | null>(queryKey)
        if (!shown) return null
        const status = shown.status
        if (!status.confirmed) {
          const since = Date.now() - (queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0)
          if (since < feedLeadMs) return shown
        }
        const lost: LostTx = status.confirmed
          ? { was: 'confirmed', height: status.block_height, hash: status.block_hash }
          : { was: 'unconfirmed' }
        queryClient.setQueryData(lostTxKey(client, txid), lost)
        return null
      }
    },
    staleTime: 10_000,
  })
}

/** What the page showed before the service forgot the transaction; `null` when it showed nothing. */
export function lostTxQueryOptions(client: ExplorerClient, txid: string) {
  return queryOptions<LostTx | null>({
    queryKey: lostTxKey(client, txid),
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Where the transaction waits in the projected blocks; only the live feed (`txPosition`) fills it. */
export function positionQueryOptions(client: ExplorerClient, txid: string) {
  return queryOptions<TxPosition['position'] | null>({
    queryKey: explorerKey(client, 'tx', txid, 'position'),
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * Ancestors, descendants and effective fee rate (`/v1/cpfp`); `txPosition` pushes newer ones. Liquid
 * services have no such route: there the answer is "no relatives", without a request bound to fail.
 */
export function cpfpQueryOptions(client: ExplorerClient, txid: string) {
  return queryOptions<CpfpInfo>({
    queryKey: explorerKey(client, 'tx', txid, 'cpfp'),
    queryFn: ({ signal }) =>
      isLiquidNetwork(client.network)
        ? Promise.resolve({ ancestors: [] })
        : getCpfp(client, { txid, signal }),
    staleTime: 30_000,
    retry: false,
  })
}

/** When the service first saw the transaction (unix seconds; 0 when it does not know, and on Liquid). */
export function firstSeenQueryOptions(client: ExplorerClient, txid: string) {
  return queryOptions<number>({
    queryKey: explorerKey(client, 'tx', txid, 'first-seen'),
    queryFn: async ({ signal }) =>
      isLiquidNetwork(client.network)
        ? 0
        : ((await getTransactionTimes(client, { txids: [txid], signal }))[0] ?? 0),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

/** Average seconds between blocks: the difficulty epoch's on Bitcoin, one minute on Liquid. */
export function blockIntervalQueryOptions(client: ExplorerClient) {
  return queryOptions<number>({
    queryKey: explorerKey(client, 'block-interval'),
    queryFn: async ({ signal }) => {
      if (isLiquidNetwork(client.network)) return 60
      const da = await getDifficultyAdjustment(client, { signal })
      return da.timeAvg > 0 ? da.timeAvg / 1000 : 600
    },
    staleTime: 5 * 60_000,
  })
}

/**
 * The replacement history (`/v1/tx/:txid/rbf`): one query for the transaction page's history and the
 * page that waits for an unknown txid (a replaced one is gone from the mempool but not from it).
 */
export function rbfHistoryQueryOptions(client: ExplorerClient, txid: string) {
  return queryOptions<RbfHistory>({
    queryKey: explorerKey(client, 'tx', txid, 'rbf'),
    queryFn: ({ signal }) => getRbfHistory(client, { txid, signal }),
    staleTime: 30_000,
    retry: false,
  })
}
