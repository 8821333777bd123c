import type { ExplorerClient } from '@outpoint/explorer-client'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'
import type { AnyTransaction } from '../transaction/model/types'
import { fetchAddressInfo, fetchAddressTransactions, fetchAddressUtxos } from './addressFetch'
import { type AddressHistory, withFirstPage } from './history'

/** Every query of one address starts with this key, so one invalidation refreshes them all. */
export const addressKey = (client: ExplorerClient, address: string) =>
  explorerKey(client, 'address', address)

export const addressInfoOptions = (client: ExplorerClient, address: string) =>
  queryOptions({
    queryKey: [...addressKey(client, address), 'info'],
    queryFn: ({ signal }) => fetchAddressInfo(client, address, { signal }),
  })

export const addressHistoryKey = (client: ExplorerClient, address: string) =>
  [...addressKey(client, address), 'history'] as const

/**
 * The loaded transactions. Its query function fetches the first page only and keeps the older pages
 * already in the cache: a refetch (reconnect, invalidation) costs one request, never one per page loaded.
 * Later pages are appended by `useLoadMore`.
 */
export const addressHistoryOptions = (
  client: ExplorerClient,
  queryClient: QueryClient,
  address: string,
) =>
  queryOptions({
    queryKey: addressHistoryKey(client, address),
    queryFn: async ({ signal }): Promise<AddressHistory> => {
      const page: AnyTransaction[] = await fetchAddressTransactions(client, address, { signal })
      return withFirstPage(page, queryClient.getQueryData(addressHistoryKey(client, address)))
    },
  })

export const addressUtxosOptions = (client: ExplorerClient, address: string) =>
  queryOptions({
    queryKey: [...addressKey(client, address), 'utxo'],
    queryFn: ({ signal }) => fetchAddressUtxos(client, address, { signal }),
  })
