import { t } from '@lingui/core/macro'
import {
  assetTransactionsPageSize,
  type ExplorerClient,
  getAssetTransactions,
  type LiquidNetwork,
  type LiquidTransaction,
} from '@outpoint/explorer-client'
import {
  type InfiniteData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { formatCount } from '../dashboard/model/format'
import { TxSummaryRow } from '../transaction/TxSummaryRow'
import { prependNew, without } from './model/liveTxs'
import { assetChainKey, assetKey, assetMempoolKey } from './queries'

type Pages = InfiniteData<LiquidTransaction[], string | undefined>

/**
 * The asset's transactions: those waiting in the mempool, then the chain's 25 a page by last seen txid
 * (as assetTransactionPages walks them), more on demand. `track-asset` adds new ones as they come and
 * moves confirmed ones from the mempool list to the top of the chain list.
 */
export function AssetTransactions({ assetId }: { assetId: string }) {
  const client = useExplorerClient() as ExplorerClient<LiquidNetwork>
  const queryClient = useQueryClient()
  const mempool = useQuery({
    queryKey: assetMempoolKey(client, assetId),
    queryFn: ({ signal }) => getAssetTransactions(client, { assetId, isMempool: true, signal }),
  })
  const chain = useInfiniteQuery({
    queryKey: assetChainKey(client, assetId),
    queryFn: ({ pageParam, signal }) =>
      getAssetTransactions(client, { assetId, lastSeenTxid: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.length < assetTransactionsPageSize ? undefined : last[last.length - 1]?.txid,
  })

  useLiveTopic({ type: 'asset', assetId }, (event) => {
    if (event.kind === 'error') return
    const txs = event.transactions as LiquidTransaction[]
    const mempoolKey = assetMempoolKey(client, assetId)
    if (event.kind === 'mempool') {
      queryClient.setQueryData<LiquidTransaction[]>(mempoolKey, (old) => prependNew(old ?? [], txs))
    } else {
      queryClient.setQueryData<LiquidTransaction[]>(mempoolKey, (old) => without(old ?? [], txs))
    }
    if (event.kind === 'confirmed') {
      queryClient.setQueryData<Pages>(assetChainKey(client, assetId), (old) => {
        if (!old) return old
        const [first = [], ...rest] = old.pages.map((page) => without(page, txs))
        return { ...old, pages: [prependNew(first, txs), ...rest] }
      })
    }
    // The counts and supply move with every such transaction.
    void queryClient.invalidateQueries({ queryKey: assetKey(client, assetId), exact: true })
    void queryClient.invalidateQueries({ queryKey: [...assetKey(client, assetId), 'supply'] })
  })

  const rows = chain.data?.pages.flat() ?? []
  const shown = formatCount(rows.length)
  return (
    <section className="asset-txs" aria-labelledby="asset-txs-title">
      <h2 id="asset-txs-title">{t`Transactions`}</h2>
      {mempool.data && mempool.data.length > 0 ? (
        <>
          <h3>{t`Unconfirmed`}</h3>
          <ul className="tx-rows" data-testid="asset-mempool-txs">
            {mempool.data.map((tx) => (
              <TxSummaryRow key={tx.txid} tx={tx} asset={assetId} />
            ))}
          </ul>
        </>
      ) : null}
      {chain.isError ? (
        <ErrorNote
          what={t`Could not load the transactions`}
          error={chain.error}
          retry={() => void chain.refetch()}
        />
      ) : chain.data ? (
        <>
          <p className="muted" data-testid="asset-txs-shown">
            {t`${shown} confirmed transactions shown`}
          </p>
          <ul className="tx-rows" data-testid="asset-chain-txs">
            {rows.map((tx) => (
              <TxSummaryRow key={tx.txid} tx={tx} asset={assetId} />
            ))}
          </ul>
          {chain.hasNextPage ? (
            <button
              type="button"
              className="button"
              data-testid="asset-txs-more"
              disabled={chain.isFetchingNextPage}
              onClick={() => void chain.fetchNextPage()}
            >
              {chain.isFetchingNextPage ? t`Loading…` : t`Show more`}
            </button>
          ) : (
            <p className="muted" data-testid="asset-txs-end">
              {t`No older transactions.`}
            </p>
          )}
        </>
      ) : (
        <p className="muted" aria-busy="true">
          {t`Loading transactions…`}
        </p>
      )}
    </section>
  )
}
