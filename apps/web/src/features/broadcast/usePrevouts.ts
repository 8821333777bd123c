import { getTransaction } from '@outpoint/explorer-client'
import type { DecodedTransaction } from '@outpoint/explorer-client/tx'
import { useQueries } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'
import { type PrevoutValues, prevoutValues } from './fee'

/** Enough previous transactions for ordinary pastes; beyond it the fee stays unknown rather than flood the service. */
const maxPrevTxs = 40

/** The spent outputs' values of a decoded transaction, fetched from the data service, and its fee. */
export function usePrevouts(tx: DecodedTransaction | undefined): PrevoutValues & {
  /** Previous transactions the service does not know (or could not give). */
  failed: string[]
  tooMany: boolean
} {
  const client = useExplorerClient()
  const txids = [...new Set(tx?.inputs.filter((i) => !i.coinbase).map((i) => i.txid) ?? [])]
  const tooMany = txids.length > maxPrevTxs
  const results = useQueries({
    queries: (tooMany ? [] : txids).map((txid) => ({
      queryKey: explorerKey(client, 'tx', txid),
      queryFn: ({ signal }: { signal: AbortSignal }) => getTransaction(client, { txid, signal }),
      retry: false,
    })),
  })
  const byTxid = new Map<string, readonly number[]>()
  const failed: string[] = []
  results.forEach((result, i) => {
    const txid = txids[i] as string
    if (result.data)
      byTxid.set(
        txid,
        result.data.vout.map((vout) => vout.value ?? 0),
      )
    if (result.isError) failed.push(txid)
  })
  const empty = { inputs: [], fee: undefined, feeRate: undefined, missing: [] }
  const values = tx ? prevoutValues(tx, (txid) => byTxid.get(txid)) : empty
  return { ...values, failed, tooMany }
}
