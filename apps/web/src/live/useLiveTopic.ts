import type { Topic, TopicEvent } from '@outpoint/explorer-client/live'
import { useEffect, useEffectEvent } from 'react'
import { useLiveFeed } from './useLiveFeed'

/**
 * Subscribes to a live topic while the component is mounted (and `enabled`). The handler should write into
 * the query cache (`queryClient.setQueryData`): the cache stays the only store of server data.
 * The subscription follows the topic's value, not its identity, so an inline object literal is fine.
 */
export function useLiveTopic<T extends Topic>(
  topic: T,
  onEvent: (event: TopicEvent<T>) => void,
  enabled = true,
): void {
  const feed = useLiveFeed()
  const handle = useEffectEvent((event: TopicEvent<T>) => onEvent(event))
  const key = JSON.stringify(topic)
  useEffect(() => {
    if (!enabled) return
    return feed.subscribe(JSON.parse(key) as T, handle)
  }, [feed, key, enabled])
}
