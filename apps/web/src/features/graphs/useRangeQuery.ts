import type { ExplorerClient } from '@outpoint/explorer-client'
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import type { LiveStatus } from '../dashboard/queries/liveStatus'
import { useRange } from './useRange'

/**
 * A chart's range (`?range=`, a missing or unknown value shows `fallback`) and its data for that range.
 * The last range's chart stays while the next one loads, instead of a skeleton flash.
 */
export function useRangeQuery<R extends string, T, K extends QueryKey>(
  ranges: readonly R[],
  fallback: R,
  options: (client: ExplorerClient, range: R) => UseQueryOptions<T, Error, T, K>,
) {
  const client = useExplorerClient()
  const [range, choose] = useRange(ranges, fallback)
  const query = useQuery({ ...options(client, range), placeholderData: keepPreviousData })
  const status: LiveStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading'
  return {
    range,
    choose,
    query,
    status,
    /** The range the data on screen is for; undefined while it is still the last range's. */
    shownRange: query.isPlaceholderData ? undefined : range,
  }
}
