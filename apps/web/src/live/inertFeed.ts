import type { Connection, LiveFeed } from '@outpoint/explorer-client/live'

const none = () => () => {}

/**
 * The feed of a service without a websocket (only the Esplora routes): it never connects and never
 * calls a handler, and stays `idle`, so no "reconnecting" banner shows. Its pages are kept current by
 * polling (useEsploraPolling) instead.
 */
export function inertFeed(url: string): LiveFeed {
  const connection: Connection = {
    url,
    state: 'idle',
    open() {},
    close() {},
    send() {},
    onMessage: none,
    onOpen: none,
    onStateChange: none,
  }
  return {
    subscribe: none,
    state: 'idle',
    onStateChange: none,
    connection,
    close() {},
  }
}
