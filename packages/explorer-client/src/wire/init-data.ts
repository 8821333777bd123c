import type { ServerMessageMap } from '../live/messages.js'

/**
 * `/v1/init-data`: what the websocket's `init` answer holds (websocket-handler.ts updateSocketData, sent
 * as serializedInitData): `da` is left out while mempool has no previous retarget time, `backend` by older
 * backends.
 */
export type InitData = Pick<
  ServerMessageMap,
  | 'mempoolInfo'
  | 'vBytesPerSecond'
  | 'blocks'
  | 'conversions'
  | 'mempool-blocks'
  | 'transactions'
  | 'backendInfo'
  | 'loadingIndicators'
  | 'fees'
> &
  Partial<Pick<ServerMessageMap, 'da' | 'backend'>>
