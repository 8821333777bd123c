import {
  type ExplorerClient,
  getStatistics,
  type MempoolStatistic,
  type StatisticsInterval,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../../queries/keys'
import { liveWindows } from './ranges'

/** `['explorer', baseUrl, 'graphs', 'statistics', range]`: wire rows, any order (the series sorts them). */
export const graphStatisticsKey = (client: ExplorerClient, range: StatisticsInterval) =>
  explorerKey(client, 'graphs', 'statistics', range)

/**
 * A range of mempool statistics. The live ranges get pushes appended (useMempoolGraphFeed) and are fetched
 * again after a minute away; the averaged ones change little within five minutes (mempool caches them so).
 */
export function graphStatisticsQueryOptions(client: ExplorerClient, range: StatisticsInterval) {
  return queryOptions<MempoolStatistic[]>({
    queryKey: graphStatisticsKey(client, range),
    queryFn: ({ signal }) => getStatistics(client, { interval: range, signal }),
    staleTime: liveWindows[range] === undefined ? 5 * 60_000 : 60_000,
  })
}
