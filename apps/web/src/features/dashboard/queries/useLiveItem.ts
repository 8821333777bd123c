import { useQuery } from '@tanstack/react-query'
import { useConnectionState } from '../../../live/useConnectionState'
import { useExplorerClient } from '../../../queries/client'
import type { DashboardData, DashboardItem } from './keys'
import { liveQueryOptions } from './liveQueries'
import { type LiveStatus, liveStatus } from './liveStatus'

export interface LiveItem<T> {
  data: T | undefined
  status: LiveStatus
}

/** One item of the dashboard's live data, read from the query cache the feed writes into. */
export function useLiveItem<K extends Exclude<DashboardItem, 'statistics'>>(
  item: K,
): LiveItem<DashboardData[K]> {
  const client = useExplorerClient()
  const { data } = useQuery(liveQueryOptions(client, item))
  const state = useConnectionState()
  return { data, status: liveStatus(data !== undefined, state) }
}
