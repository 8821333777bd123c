// The mempool family's `{place}`s (see conformance-places.ts). The generic conformance run is a still
// chain with an empty mempool: there a txid falls back to a confirmed one, which the routes answer as
// mempool does for a transaction it holds no data on. src/server/mempool-routes.test.ts holds the same
// samples to a live mempool with CPFP packages and replacements.
import type { Get } from './conformance-places.js'

/** A confirmed transaction of the tip block (its first after the coinbase, else the coinbase). */
async function confirmedTxid(get: Get): Promise<string> {
  const hash = String(await get('/api/blocks/tip/hash'))
  const txids = (await get(`/api/block/${hash}/txids`)) as string[]
  return String(txids[1] ?? txids[0])
}

export const mempoolPlaces: Record<string, (get: Get) => Promise<string>> = {
  mempoolTxid: async (get) =>
    ((await get('/api/mempool/txids')) as string[])[0] ?? confirmedTxid(get),
  replacedTxid: async (get) => {
    const trees = (await get('/api/v1/replacements')) as { replaces: { tx: { txid: string } }[] }[]
    return trees[0]?.replaces[0]?.tx.txid ?? confirmedTxid(get)
  },
}
