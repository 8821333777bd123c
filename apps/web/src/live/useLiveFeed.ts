import type { LiveFeed } from '@outpoint/explorer-client/live'
import { useContext, useMemo } from 'react'
import { useExplorerClient } from '../queries/client'
import { useEsploraOnlyHost } from '../queries/serviceKind'
import { FeedRegistryContext } from './FeedRegistryContext'
import { inertFeed } from './inertFeed'

/**
 * The live feed of the current network and data host. Its socket opens with the first `subscribe`; a
 * host known to have only the Esplora routes has no websocket, so its feed is an inert one.
 */
export function useLiveFeed(): LiveFeed {
  const registry = useContext(FeedRegistryContext)
  if (!registry) throw new Error('useLiveFeed needs a LiveFeedProvider above it')
  const client = useExplorerClient()
  const esploraOnly = useEsploraOnlyHost(client.baseUrl)
  const inert = useMemo(() => inertFeed(client.wsUrl), [client.wsUrl])
  return esploraOnly ? inert : registry.get(client.wsUrl)
}
