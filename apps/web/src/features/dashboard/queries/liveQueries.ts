import { type ExplorerClient, getStatistics } from '@outpoint/explorer-client'
import { queryOptions, skipToken } from '@tanstack/react-query'
import { type DashboardData, type DashboardItem, dashboardKey } from './keys'

/**
 * A cache entry the live feed fills (`applyLiveMessage`): nothing to fetch, and never stale, since the feed
 * replaces it whenever the service has news.
 */
export function liveQueryOptions<K extends Exclude<DashboardItem, 'statistics'>>(
  client: ExplorerClient,
  item: K,
) {
  return queryOptions<DashboardData[K]>({
    queryKey: dashboardKey(client, item),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * The last two hours of mempool statistics from REST; `live-2h-chart` pushes append to it. Fetched again
 * when the dashboard comes back after a minute away, since pushes missed meanwhile are not replayed.
 */
export function statisticsQueryOptions(client: ExplorerClient) {
  return queryOptions<DashboardData['statistics']>({
    queryKey: dashboardKey(client, 'statistics'),
    queryFn: ({ signal }) => getStatistics(client, { interval: '2h', signal }),
    staleTime: 60_000,
  })
}
