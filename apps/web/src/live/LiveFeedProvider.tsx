import { type ReactNode, useEffect, useState } from 'react'
import { FeedRegistryContext } from './FeedRegistryContext'
import { createFeedRegistry, type FeedRegistry } from './feedRegistry'

/** Holds the app's live feeds (one per network and host, opened lazily); `useLiveFeed` picks the current one. */
export function LiveFeedProvider({
  registry,
  children,
}: {
  registry?: FeedRegistry
  children: ReactNode
}) {
  const [own] = useState(() => registry ?? createFeedRegistry())
  useEffect(() => () => own.closeAll(), [own])
  return <FeedRegistryContext value={own}>{children}</FeedRegistryContext>
}
