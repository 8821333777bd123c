import type { ExplorerClient } from '@outpoint/explorer-client'
import type { QueryClient } from '@tanstack/react-query'
import type { AnyTransaction } from '../features/transaction/model/types'
import { explorerKey } from '../queries/keys'
import { tipHeightQueryOptions } from '../queries/useTipHeight'
import { pollRefreshes } from './pollPlan'

export interface EsploraPoller {
  /** One poll: the tip's height, then a refresh of the shown queries pollRefreshes picks. */
  poll(): Promise<void>
  stop(): void
}

/**
 * The live feed's stand-in on a service without one. A poll asks the tip's height through the query
 * client (so its retry policy, 429's Retry-After among it, applies) and refreshes what the page shows
 * as pollRefreshes says. Nothing is asked while `hidden()` (a tab in the background), while a poll is
 * still running, or after `stop`; a failed poll is simply tried again at the next one.
 */
export function createEsploraPoller(
  queryClient: QueryClient,
  client: ExplorerClient,
  hidden: () => boolean,
): EsploraPoller {
  const tipOptions = { ...tipHeightQueryOptions(client), staleTime: 0 }
  let tip = queryClient.getQueryData<number>(tipOptions.queryKey)
  let running = false
  let stopped = false
  const unconfirmed = (txid: string) =>
    queryClient.getQueryData<AnyTransaction | null>(explorerKey(client, 'tx', txid))?.status
      .confirmed === false
  return {
    async poll() {
      if (running || stopped || hidden()) return
      running = true
      try {
        const height = await queryClient.fetchQuery(tipOptions)
        if (stopped) return
        const tipChanged = tip !== undefined && height !== tip
        tip = height
        await queryClient.invalidateQueries({
          queryKey: explorerKey(client),
          predicate: (query) =>
            query.queryHash !== JSON.stringify(tipOptions.queryKey) &&
            pollRefreshes(query.queryKey, { tipChanged, unconfirmed }),
          refetchType: 'active',
        })
      } catch {
        // The next poll tries again.
      } finally {
        running = false
      }
    },
    stop() {
      stopped = true
    },
  }
}
