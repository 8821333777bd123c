import type { ExplorerClient, HashrateInterval } from '@outpoint/explorer-client'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { useRangeQuery } from '../useRangeQuery'
import type { RangeChoice } from './ranges'
import { useNewBlockRefresh } from './useNewBlockRefresh'

/**
 * A mining chart's range (`?range=`), its data for that range, and the live feed: a new block marks the
 * mining queries stale, so the chart shown fetches again without a reload.
 */
export function useMiningChart<T, K extends QueryKey>(
  choice: RangeChoice,
  options: (client: ExplorerClient, interval: HashrateInterval) => UseQueryOptions<T, Error, T, K>,
) {
  useNewBlockRefresh()
  return useRangeQuery(choice.ranges, choice.fallback, options)
}
