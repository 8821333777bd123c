import { createLiveFeed, type LiveFeed, type LiveFeedOptions } from '@outpoint/explorer-client/live'

/**
 * One live feed per socket URL (that is, per host and network). A feed opens its socket on the first
 * subscriber and closes it after the last, so keeping idle ones costs nothing.
 */
export interface FeedRegistry {
  get(url: string): LiveFeed
  closeAll(): void
}

export function createFeedRegistry(
  options: Omit<LiveFeedOptions, 'url'> = {},
  create: (options: LiveFeedOptions) => LiveFeed = createLiveFeed,
): FeedRegistry {
  const feeds = new Map<string, LiveFeed>()
  return {
    get(url) {
      let feed = feeds.get(url)
      if (!feed) {
        feed = create({ ...options, url })
        feeds.set(url, feed)
      }
      return feed
    },
    closeAll() {
      for (const feed of feeds.values()) feed.close()
      feeds.clear()
    },
  }
}
