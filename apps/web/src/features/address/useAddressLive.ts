import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { type AddressEvent, type AddressHistory, withAddressEvent } from './history'
import { addressHistoryKey, addressKey } from './queries'

/**
 * Keeps an address's cached data live: `track-address` events update the loaded transactions at once and
 * refresh its stats and UTXOs (one request each); confirmations count up with useTipHeight. It subscribes
 * while the first page loads; events that come before it lands are applied after, since that page may
 * have been read before them.
 */
export function useAddressLive(address: string): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const early = useRef<AddressEvent[]>([])

  const apply = (events: AddressEvent[]) => {
    queryClient.setQueryData<AddressHistory>(
      addressHistoryKey(client, address),
      (old) => old && events.reduce(withAddressEvent, old),
    )
    for (const part of ['info', 'utxo'])
      void queryClient.invalidateQueries({ queryKey: [...addressKey(client, address), part] })
    // mempool sets the block's status on track-address's confirmed transactions only: those of
    // multi-address-transactions (several addresses tracked) may still say unconfirmed. The first page,
    // fetched again, says which block.
    const stale = events.some(
      (e) => e.kind === 'confirmed' && e.transactions.some((tx) => !tx.status?.confirmed),
    )
    if (stale) void queryClient.invalidateQueries({ queryKey: addressHistoryKey(client, address) })
  }

  useEffect(() => {
    const key = addressHistoryKey(client, address)
    return queryClient.getQueryCache().subscribe(() => {
      if (early.current.length === 0 || queryClient.getQueryData(key) === undefined) return
      const events = early.current
      early.current = []
      apply(events)
    })
  })

  useLiveTopic({ type: 'address', address }, (event) => {
    if (event.kind === 'error') return
    if (queryClient.getQueryData(addressHistoryKey(client, address)) === undefined) {
      early.current.push(event)
    } else {
      apply([event])
    }
  })
}
