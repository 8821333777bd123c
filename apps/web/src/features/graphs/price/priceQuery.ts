import {
  type ExplorerClient,
  getHistoricalPrice,
  type PriceCurrency,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../../queries/keys'

/**
 * Every price row of one currency (`/v1/historical-price?currency=`): the service takes no range, so one
 * answer serves all ranges. It adds a row an hour, hence five minutes before it is asked again.
 */
export function priceHistoryQueryOptions(client: ExplorerClient, currency: PriceCurrency) {
  return queryOptions({
    queryKey: explorerKey(client, 'graphs', 'price', currency),
    queryFn: ({ signal }) => getHistoricalPrice(client, { currency, signal }),
    staleTime: 5 * 60_000,
  })
}
