import { RateLimitedError } from '@outpoint/explorer-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useExplorerClient } from '../../queries/client'
import { retryDelay, shouldRetry } from '../../queries/queryClient'
import { fetchAddressTransactions } from './addressFetch'
import { type AddressHistory, cursorOf, withNextPage } from './history'
import { addressHistoryKey } from './queries'

export type LoadMoreState =
  | { status: 'idle' }
  | { status: 'loading' }
  /**
   * Waiting to try again after a retryable failure; the next attempt comes by itself. `asked` when the
   * service asked for the wait (a 429), not when it failed (a 5xx, a timeout, the network).
   */
  | { status: 'waiting'; seconds: number; asked: boolean }
  /** Given up: only the Retry button asks again. */
  | { status: 'error'; error: unknown }

/**
 * Appends the next `after_txid` page of an address's history to the cached one, through the query
 * layer's one retry policy (`shouldRetry`, `retryDelay`: Retry-After first). One request at a time: a call
 * while one is under way (or after the last page) does nothing.
 */
export function useLoadMore(address: string): { state: LoadMoreState; loadMore: () => void } {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  // The page's lifetime: leaving it cancels a request under way and any retry still to come.
  const alive = useRef<AbortController | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    alive.current = controller
    return () => controller.abort()
  }, [])
  // Set at once, not at the next render: two calls in one tick must not send two requests.
  const busy = useRef(false)
  const page = useMutation({
    mutationFn: (afterTxid: string) =>
      fetchAddressTransactions(client, address, { afterTxid, signal: alive.current?.signal }),
    retry: shouldRetry,
    retryDelay,
    onSuccess: (next) => {
      queryClient.setQueryData<AddressHistory>(
        addressHistoryKey(client, address),
        (old) => old && withNextPage(old, next),
      )
    },
    onSettled: () => {
      busy.current = false
    },
  })

  const { mutate } = page
  const loadMore = useCallback(() => {
    // The key is built here, not per render: a new array each render would make a new loadMore each render.
    const history = queryClient.getQueryData<AddressHistory>(addressHistoryKey(client, address))
    const afterTxid = history && !history.done ? cursorOf(history) : undefined
    if (busy.current || afterTxid === undefined) return
    busy.current = true
    mutate(afterTxid)
  }, [client, address, queryClient, mutate])

  return { state: stateOf(page), loadMore }
}

function stateOf(page: {
  status: 'idle' | 'pending' | 'success' | 'error'
  failureCount: number
  failureReason: unknown
  error: unknown
}): LoadMoreState {
  if (page.status === 'error') return { status: 'error', error: page.error }
  if (page.status !== 'pending') return { status: 'idle' }
  if (page.failureCount === 0) return { status: 'loading' }
  // TanStack waits retryDelay(failures so far - 1, last error) before the next attempt.
  const ms = retryDelay(page.failureCount - 1, page.failureReason)
  return {
    status: 'waiting',
    seconds: Math.ceil(ms / 1000),
    asked: page.failureReason instanceof RateLimitedError,
  }
}
