import type { LiveFeed } from '@outpoint/explorer-client/live'
import { useContext } from 'react'
import { useExplorerClient } from '../queries/client'
import { FeedRegistryContext } from './FeedRegistryContext'

/** The live feed of the current network and data host. Its socket opens with the first `subscribe`. */
export function useLiveFeed(): LiveFeed {
  const registry = useContext(FeedRegistryContext)
  if (!registry) throw new Error('useLiveFeed needs a LiveFeedProvider above it')
  return registry.get(useExplorerClient().wsUrl)
}
