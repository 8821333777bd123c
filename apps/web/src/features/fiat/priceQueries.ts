import {
  type ExplorerClient,
  getHistoricalPrice,
  getPrices,
  type HistoricalPrices,
  type PriceCurrency,
  type Prices,
} from '@outpoint/explorer-client'
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

/**
 * The price in `currency` of the hour before `timestamp` (Unix seconds): mempool's
 * `/v1/historical-price?currency=&timestamp=`, which never changes once the hour has passed. Null when
 * the service has none (404).
 */
export function historicalPriceQueryOptions(
  client: ExplorerClient,
  currency: PriceCurrency,
  timestamp: number,
) {
  return queryOptions<HistoricalPrices | null>({
    queryKey: explorerKey(client, 'historical-price', currency, timestamp),
    queryFn: ({ signal }) => orNull(getHistoricalPrice(client, { currency, timestamp, signal })),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
