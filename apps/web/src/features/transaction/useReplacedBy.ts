import type { RbfTree } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import { rbfRelations } from './extras/rbf'
import { rbfHistoryQueryOptions } from './txQueries'
import { replacedByKey } from './useTxLive'

/**
 * What replaced a transaction, as far as the service knows: the live feed's word (`txReplaced`,
 * `rbfTransaction`, written by useTxLive) or its replacement history. `pending` while the history is
 * still loading, so a page does not call a replaced transaction unknown before it knows.
 */
export function useReplacedBy(txid: string): {
  by: string | undefined
  pending: boolean
  /** The replacement tree it belongs to, when the history has one. */
  tree: RbfTree | null | undefined
} {
  const client = useExplorerClient()
  const live = useQuery<string | null>({
    queryKey: replacedByKey(client, txid),
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  }).data
  const history = useQuery(rbfHistoryQueryOptions(client, txid))
  const known = history.data ? rbfRelations(history.data, txid).replacedBy : undefined
  return {
    by: live ?? known,
    pending: !live && history.isPending,
    tree: history.data?.replacements,
  }
}
