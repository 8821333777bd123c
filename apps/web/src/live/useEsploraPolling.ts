import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useExplorerClient } from '../queries/client'
import { createEsploraPoller } from './esploraPoller'
import { esploraPollInterval } from './pollPlan'
import { pollWhileShown } from './pollWhileShown'

/**
 * Polls a service without a live feed (only the Esplora routes) while `enabled`: every 30 s while the
 * tab is shown, and at once when it is shown again (see createEsploraPoller).
 */
export function useEsploraPolling(enabled: boolean, interval = esploraPollInterval): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    const poller = createEsploraPoller(
      queryClient,
      client,
      () => globalThis.document?.hidden ?? false,
    )
    const stopPolling = pollWhileShown(() => void poller.poll(), { interval })
    return () => {
      poller.stop()
      stopPolling()
    }
  }, [enabled, interval, client, queryClient])
}
