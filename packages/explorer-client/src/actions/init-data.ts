import type { ExplorerClient } from '../client.js'
import { liveSchemas } from '../live/schemas.js'
import { maybe, schema } from '../validate/schema.js'
import type { InitData } from '../wire/init-data.js'
import { cachedBlock } from './block-shapes.js'
import { type CallOptions, endpoint } from './endpoint.js'

const { mempoolInfo, vBytesPerSecond, conversions, transactions, backendInfo, fees, da } =
  liveSchemas

/**
 * `GET /v1/init-data`: the websocket's first answer over HTTP (mempool info, the recent blocks, projected
 * blocks, fees, prices, difficulty). Each part has the shape of its websocket message.
 */
export const getInitData = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<InitData>
>(
  'v1/init-data',
  schema({
    mempoolInfo,
    vBytesPerSecond,
    blocks: [cachedBlock],
    conversions,
    'mempool-blocks': liveSchemas['mempool-blocks'],
    transactions,
    backendInfo,
    loadingIndicators: liveSchemas.loadingIndicators,
    fees,
    da: maybe(da),
    backend: 's?',
  }),
)
