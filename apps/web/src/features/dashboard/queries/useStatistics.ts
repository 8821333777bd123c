import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useExplorerClient } from '../../../queries/client'
import { type StatPoint, statSeries } from '../model/statistics'
import { statisticsQueryOptions } from './liveQueries'
import type { LiveStatus } from './liveStatus'

export interface Statistics {
  points: StatPoint[]
  status: LiveStatus
  error: Error | null
  retry: () => void
}

/** The last two hours of mempool statistics, as chart points, for both dashboard charts. */
export function useStatistics(): Statistics {
  const client = useExplorerClient()
  const query = useQuery(statisticsQueryOptions(client))
  const points = useMemo(() => statSeries(query.data ?? []), [query.data])
  const status: LiveStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading'
  return { points, status, error: query.error, retry: () => void query.refetch() }
}
