import type { StatisticsInterval } from '@outpoint/explorer-client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useConnectionState } from '../../../live/useConnectionState'
import { useLiveTopic } from '../../../live/useLiveTopic'
import { useExplorerClient } from '../../../queries/client'
import { appendStatistic } from '../../dashboard/model/statistics'
import { liveWindows } from './ranges'
import { graphStatisticsKey } from './statisticsQuery'

/**
 * At the live ranges (2h, 24h), appends each `live-2h-chart` row (the mempool's statistics row of the
 * minute) to the range's cached rows, as the dashboard does for its two hours; after an outage the range
 * is fetched again, since pushes missed meanwhile never come. Longer ranges subscribe to nothing.
 */
export function useMempoolGraphFeed(range: StatisticsInterval): void {
  const queryClient = useQueryClient()
  const client = useExplorerClient()
  const window = liveWindows[range]
  const live = window !== undefined
  useLiveTopic(
    { type: 'data', name: 'live-2h-chart' },
    (message) => {
      if (message.key !== 'live-2h-chart' || window === undefined) return
      // Before the range has loaded there is nothing to extend: the fetch brings the row anyway.
      queryClient.setQueryData(
        graphStatisticsKey(client, range),
        (old: ReturnType<typeof appendStatistic> | undefined) =>
          old && appendStatistic(old, message.data, window),
      )
    },
    live,
  )

  const state = useConnectionState()
  const wasDown = useRef(false)
  useEffect(() => {
    if (state === 'offline' || state === 'reconnecting') wasDown.current = true
    if (state === 'online' && wasDown.current && live) {
      wasDown.current = false
      void queryClient.invalidateQueries({ queryKey: graphStatisticsKey(client, range) })
    }
  }, [state, queryClient, client, range, live])
}
