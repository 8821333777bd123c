import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'
import type { AnyTransaction } from './model/types'
import { cpfpQueryOptions, positionQueryOptions, transactionQueryOptions } from './txQueries'
import { outspendsKey } from './useOutspends'

export const replacedByKey = (client: ReturnType<typeof useExplorerClient>, txid: string) =>
  explorerKey(client, 'tx', txid, 'replaced-by')

/**
 * Tracks one transaction on the live feed (`track-tx` with `watch-mempool`) and the chain's blocks, and
 * writes what they say into the query cache: the transaction when it appears, its projected-block
 * position and CPFP, the block that confirms it, a replacement and spent outputs (the tip height is
 * useTipHeight's).
 */
export function useTxLive(txid: string): void {
  const queryClient = useQueryClient()
  const client = useExplorerClient()
  const tx = transactionQueryOptions(client, txid)

  useLiveTopic({ type: 'transaction', txid }, (event) => {
    switch (event.key) {
      case 'tx':
        if (event.data.txid === txid) queryClient.setQueryData(tx.queryKey, event.data)
        break
      case 'txPosition':
        if (event.data.txid !== txid) break
        queryClient.setQueryData(positionQueryOptions(client, txid).queryKey, event.data.position)
        if (event.data.cpfp) {
          queryClient.setQueryData(cpfpQueryOptions(client, txid).queryKey, event.data.cpfp)
        }
        break
      case 'txConfirmed':
        queryClient.setQueryData(positionQueryOptions(client, txid).queryKey, null)
        void queryClient.invalidateQueries({ queryKey: tx.queryKey, exact: true })
        break
      case 'txReplaced':
      case 'rbfTransaction':
        queryClient.setQueryData(replacedByKey(client, txid), event.data.txid)
        break
      case 'utxoSpent':
        void queryClient.invalidateQueries({ queryKey: outspendsKey(client, txid) })
        break
      case 'tracked-txs': {
        // Several transactions followed on this feed (the watch-list's too): `track-txs` and one entry
        // per transaction instead of the single-transaction messages.
        const entry = event.data[txid]
        if (!entry) break
        const position = positionQueryOptions(client, txid).queryKey
        if (entry.position) queryClient.setQueryData(position, entry.position)
        if (entry.cpfp)
          queryClient.setQueryData(cpfpQueryOptions(client, txid).queryKey, entry.cpfp)
        if (entry.replacedBy)
          queryClient.setQueryData(replacedByKey(client, txid), entry.replacedBy)
        if (entry.utxoSpent)
          void queryClient.invalidateQueries({ queryKey: outspendsKey(client, txid) })
        // Also the answer to the subscription for every txid outside the mempool: asking again is cheap.
        if (entry.confirmed) {
          queryClient.setQueryData(position, null)
          void queryClient.invalidateQueries({ queryKey: tx.queryKey, exact: true })
        }
        break
      }
      default:
        break
    }
  })

  useLiveTopic({ type: 'data', name: 'blocks' }, (event) => {
    const blocks = event.key === 'block' ? [event.data] : event.data
    if (blocks.length === 0) return
    const status = queryClient.getQueryData<AnyTransaction | null>(tx.queryKey)?.status
    const recheck = status?.confirmed
      ? // Its block was replaced: the list holds its height with another hash.
        blocks.some(
          (block) => block.height === status.block_height && block.id !== status.block_hash,
        )
      : // Unconfirmed or unknown: a new block may hold it (`txConfirmed` says so too; this covers a miss).
        event.key === 'block'
    if (recheck) void queryClient.invalidateQueries({ queryKey: tx.queryKey, exact: true })
  })
}
