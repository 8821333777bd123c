import { broadcastTransaction } from '@outpoint/explorer-client'
import { useMutation } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'

/** Sends a raw transaction (hex) to the network through the data service; never retried (not idempotent to the user). */
export function useBroadcast() {
  const client = useExplorerClient()
  return useMutation({
    mutationFn: (raw: string) => broadcastTransaction(client, { hex: raw }),
    retry: false,
  })
}
