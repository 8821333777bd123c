import type { ConnectionState } from '@outpoint/explorer-client/live'

/** What a dashboard card shows: its data, a skeleton while the first data comes, or an error. */
export type LiveStatus = 'ready' | 'loading' | 'error'

/**
 * Data already received stays on screen whatever the connection does (the shell's banner tells about
 * the connection). Without data, a feed that has dropped is an error, not an endless skeleton.
 */
export function liveStatus(hasData: boolean, state: ConnectionState): LiveStatus {
  if (hasData) return 'ready'
  return state === 'offline' || state === 'reconnecting' ? 'error' : 'loading'
}
