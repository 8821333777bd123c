import type { ServerMessage } from '@outpoint/explorer-client/live'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useConnectionState } from '../../../live/useConnectionState'
import { useLiveTopic } from '../../../live/useLiveTopic'
import { useExplorerClient } from '../../../queries/client'
import { applyLiveMessage } from './applyLiveMessage'
import { dashboardKey } from './keys'

/**
 * Subscribes the dashboard to the live feed while it is mounted and writes every message into the query
 * cache. After an outage the statistics history is fetched again: pushes missed meanwhile never come.
 */
export function useDashboardFeed(): void {
  const queryClient = useQueryClient()
  const client = useExplorerClient()
  const apply = (message: ServerMessage) => applyLiveMessage(queryClient, client, message)
  useLiveTopic({ type: 'data', name: 'blocks' }, apply)
  useLiveTopic({ type: 'data', name: 'mempool-blocks' }, apply)
  useLiveTopic({ type: 'data', name: 'stats' }, apply)
  useLiveTopic({ type: 'data', name: 'live-2h-chart' }, apply)
  useLiveTopic({ type: 'rbf-summary' }, apply)

  const state = useConnectionState()
  const wasDown = useRef(false)
  useEffect(() => {
    if (state === 'offline' || state === 'reconnecting') wasDown.current = true
    if (state === 'online' && wasDown.current) {
      wasDown.current = false
      void queryClient.invalidateQueries({ queryKey: dashboardKey(client, 'statistics') })
    }
  }, [state, queryClient, client])
}
