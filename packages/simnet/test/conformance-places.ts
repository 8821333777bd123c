// The `{place}`s of the conformance samples' simnet paths, each found in simnet's own answers, so that
// the suite asks simnet for things it has (a real block hash, a node's key) the way a user's page would.

import { esploraPlaces } from './esplora-places.js'
import { lightningPlaces } from './lightning-places.js'
import { liquidPlaces } from './liquid-places.js'
import { mempoolPlaces } from './mempool-places.js'

/** Reads a path of the running simnet: parsed JSON, or the text of a non-JSON answer. */
export type Get = (path: string) => Promise<unknown>

export const places: Record<string, (get: Get) => Promise<string>> = {
  ...esploraPlaces,
  ...lightningPlaces,
  ...liquidPlaces,
  blockHash: async (get) => String(await get('/api/blocks/tip/hash')),
  poolSlug: async (get) =>
    String(
      ((await get('/api/v1/mining/pools/1w')) as { pools: { slug: string }[] }).pools[0]?.slug,
    ),
  tipTime: async (get) =>
    String(((await get('/api/v1/blocks')) as { timestamp: number }[])[0]?.timestamp),
  ...mempoolPlaces,
}
