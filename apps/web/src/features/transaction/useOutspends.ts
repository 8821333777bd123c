import { getTransactionOutspends, type Outspend } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'

/** `['explorer', baseUrl, 'tx', txid, 'outspends']`: the live feed's `utxoSpent` invalidates it. */
export function outspendsKey(client: ReturnType<typeof useExplorerClient>, txid: string) {
  return explorerKey(client, 'tx', txid, 'outspends')
}

/**
 * Whether each output of a transaction is spent, in one request for all outputs (a 5,000-output
 * transaction is one small answer, never one request per row).
 */
export function useOutspends(txid: string, enabled = true): Outspend[] | undefined {
  const client = useExplorerClient()
  const { data } = useQuery({
    queryKey: outspendsKey(client, txid),
    queryFn: ({ signal }) => getTransactionOutspends(client, { txid, signal }),
    enabled,
    staleTime: 30_000,
  })
  return data
}
