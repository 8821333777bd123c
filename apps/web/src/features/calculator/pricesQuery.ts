import { type ExplorerClient, getPrices, type Prices } from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'
import { orNull } from '../../queries/orNull'

/** The service's latest BTC prices; null when it has no `/v1/prices` (a plain Esplora answers 404). */
export function pricesQueryOptions(client: ExplorerClient) {
  return queryOptions<Prices | null>({
    queryKey: explorerKey(client, 'prices'),
    queryFn: ({ signal }) => orNull(getPrices(client, { signal })),
    staleTime: 60_000,
    refetchInterval: 60_000,
  })
}
