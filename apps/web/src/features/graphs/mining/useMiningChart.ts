import type { ExplorerClient, HashrateInterval } from '@outpoint/explorer-client'
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query'
import { useExplorerClient } from '../../../queries/client'
import type { LiveStatus } from '../../dashboard/queries/liveStatus'
import { useRange } from '../useRange'
import type { RangeChoice } from './ranges'
import { useNewBlockRefresh } from './useNewBlockRefresh'

/**
 * A mining chart's range (`?range=`), its data for that range, and the live feed: a new block marks the
 * mining queries stale, so the chart shown fetches again without a reload. The last range's chart stays
 * while the next one loads.
 */
export function useMiningChart<T, K extends QueryKey>(
  choice: RangeChoice,
  options: (client: ExplorerClient, interval: HashrateInterval) => UseQueryOptions<T, Error, T, K>,
) {
  const client = useExplorerClient()
  const [range, choose] = useRange(choice.ranges, choice.fallback)
  useNewBlockRefresh()
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
