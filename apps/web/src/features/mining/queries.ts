import {
  type ExplorerClient,
  getDifficultyAdjustment,
  getHashrate,
  getMiningPools,
  type HashrateInterval,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'

/** `['explorer', baseUrl, 'mining', ...]`: everything the mining page fetches, so a new block refreshes it all. */
export function miningKey<const P extends readonly unknown[]>(client: ExplorerClient, ...parts: P) {
  return explorerKey(client, 'mining', ...parts)
}

/** Daily hashrates and the retargets of an interval. A new block marks it stale (useMiningFeed). */
export function hashrateQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'hashrate', interval),
    queryFn: ({ signal }) => getHashrate(client, { interval, signal }),
    staleTime: 10 * 60_000,
  })
}

/** Blocks per pool over an interval. */
export function poolsQueryOptions(client: ExplorerClient, interval: HashrateInterval) {
  return queryOptions({
    queryKey: miningKey(client, 'pools', interval),
    queryFn: ({ signal }) => getMiningPools(client, { interval, signal }),
    staleTime: 10 * 60_000,
  })
}

/** The epoch's progress over REST, for when the live feed has not (yet) sent its `da`. */
export function difficultyQueryOptions(client: ExplorerClient) {
  return queryOptions({
    queryKey: miningKey(client, 'difficulty-adjustment'),
    queryFn: ({ signal }) => getDifficultyAdjustment(client, { signal }),
    staleTime: 60_000,
  })
}
