import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { type AddressHistory, withAddressEvent } from './history'
import { addressHistoryKey, addressKey, tipHeightKey } from './queries'

/**
 * Keeps an address's cached data live: `track-address` events update the loaded transactions at once
 * and refresh its stats and UTXOs (one request each); new blocks move the tip height, so confirmations count up.
 */
export function useAddressLive(address: string): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  useLiveTopic({ type: 'address', address }, (event) => {
    if (event.kind === 'error') return
    queryClient.setQueryData<AddressHistory>(
      addressHistoryKey(client, address),
      (old) => old && withAddressEvent(old, event),
    )
    for (const part of ['info', 'utxo'])
      void queryClient.invalidateQueries({ queryKey: [...addressKey(client, address), part] })
  })
  useLiveTopic({ type: 'data', name: 'blocks' }, (event) => {
    const height =
      event.key === 'block' ? event.data.height : Math.max(0, ...event.data.map((b) => b.height))
    queryClient.setQueryData<number>(tipHeightKey(client), (old) =>
      old === undefined || height > old ? height : old,
    )
  })
}
