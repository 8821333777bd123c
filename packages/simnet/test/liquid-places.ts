// The Liquid `{place}`s of the conformance samples' simnet paths, found in simnet's own Liquid answers.
import type { Get } from './conformance-places.js'

const liquid = (path: string) => `/liquid/api${path}`

export const liquidPlaces: Record<string, (get: Get) => Promise<string>> = {
  liquidBlockHash: async (get) => String(await get(liquid('/blocks/tip/hash'))),
  /** A block older than mempool's memory cache: served without extras. */
  liquidOldBlockHash: async (get) => {
    const height = Number(await get(liquid('/blocks/tip/height')))
    return String(await get(liquid(`/block-height/${height - 20}`)))
  },
  liquidNativeAsset: async (get) => {
    const [asset] = (await get(liquid('/v1/assets/icons'))) as string[]
    return String(asset)
  },
  liquidRegistryAsset: async (get) => {
    const [asset] = (await get(liquid('/assets/registry?limit=1'))) as { asset_id: string }[]
    return String(asset?.asset_id)
  },
  liquidTxid: async (get) => {
    const hash = String(await get(liquid('/blocks/tip/hash')))
    const txids = (await get(liquid(`/block/${hash}/txids`))) as string[]
    return String(txids[1] ?? txids[0])
  },
  liquidMempoolTxid: async (get) => String(((await get(liquid('/mempool/txids'))) as string[])[0]),
}
