import { getAddressTransactions } from '@outpoint/explorer-client'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useExplorerClient } from '../../queries/client'
import { withBackoff } from './backoff'
import { type AddressHistory, cursorOf, withNextPage } from './history'
import { addressHistoryKey } from './queries'

export type LoadMoreState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** Backing off after a 429 or a server error; the next attempt comes by itself. */
  | { status: 'waiting'; seconds: number }
  /** Given up: only the Retry button asks again. */
  | { status: 'error'; error: unknown }

/**
 * Appends the next `after_txid` page of an address's history to the cached one. One request at a time:
 * a call while one is under way (or after the last page) does nothing.
 */
export function useLoadMore(address: string): { state: LoadMoreState; loadMore: () => void } {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const [state, setState] = useState<LoadMoreState>({ status: 'idle' })
  const busy = useRef(false)
  const abort = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => abort.current?.abort(), [])

  const loadMore = useCallback(() => {
    const key = addressHistoryKey(client, address)
    const history = queryClient.getQueryData<AddressHistory>(key)
    const afterTxid = history && !history.done ? cursorOf(history) : undefined
    if (busy.current || afterTxid === undefined) return
    busy.current = true
    const controller = new AbortController()
    abort.current = controller
    const { signal } = controller
    setState({ status: 'loading' })
    withBackoff(() => getAddressTransactions(client, { address, afterTxid, signal }), {
      signal,
      onWait: (ms) => setState({ status: 'waiting', seconds: Math.ceil(ms / 1000) }),
    })
      .then((page) => {
        queryClient.setQueryData<AddressHistory>(key, (old) => old && withNextPage(old, page))
        setState({ status: 'idle' })
      })
      .catch((error: unknown) => {
        if (signal.aborted) return
        setState({ status: 'error', error })
      })
      .finally(() => {
        busy.current = false
      })
  }, [client, queryClient, address])

  return { state, loadMore }
}
