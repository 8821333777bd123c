import type { ExplorerClient, LiquidNetwork } from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'

const lists = () => import('./nameLists')

// These options stay here, not in the mining and assets pages' queries.ts: importing those puts their
// endpoints in the header's bundle (measured: +1.5 kB for the pool list, +1.7 kB with the registry), so
// only the fetch code loads lazily. nameListQueries.test.ts holds the registry to the assets page's key.

/** Every pool the service knows (`/v1/mining/pools`: name and slug); it rarely changes. */
export const poolListOptions = (client: ExplorerClient) =>
  queryOptions({
    queryKey: explorerKey(client, 'mining', 'pool-list'),
    queryFn: async ({ signal }) => (await lists()).listPools(client, { signal }),
    staleTime: 60 * 60_000,
  })

/** The registered assets, under the assets page's key (registryOptions): one fetch serves both. */
export const assetRegistryOptions = (client: ExplorerClient<LiquidNetwork>) =>
  queryOptions({
    queryKey: explorerKey(client, 'assets', 'registry'),
    queryFn: async ({ signal }) => (await lists()).getAllRegisteredAssets(client, { signal }),
    staleTime: 5 * 60_000,
  })
