// The Lightning `{place}`s of the conformance samples (see conformance-places.ts), found through simnet's
// own Lightning answers: the largest node, one of its channels, a funding and a closing transaction.
import type { Get } from './conformance-places.js'

type Ranked = { publicKey: string; alias: string }[]
type Listed = { id: string }[]

const largest = async (get: Get) =>
  ((await get('/api/v1/lightning/nodes/rankings/liquidity')) as Ranked)[0] ?? {
    publicKey: '',
    alias: '',
  }

/** The first channel of the first top nodes that has one of `status`. */
async function channelOf(get: Get, status: 'open' | 'closed'): Promise<Record<string, unknown>> {
  for (const node of (await get('/api/v1/lightning/nodes/rankings/liquidity')) as Ranked) {
    const path = `/api/v1/lightning/channels?public_key=${node.publicKey}&status=${status}&index=0`
    const first = ((await get(path)) as Listed)[0]
    if (first)
      return (await get(`/api/v1/lightning/channels/${first.id}`)) as Record<string, unknown>
  }
  throw new Error(`no ${status} channel among the top nodes`)
}

export const lightningPlaces: Record<string, (get: Get) => Promise<string>> = {
  nodeKey: async (get) => (await largest(get)).publicKey,
  nodeAlias: async (get) => (await largest(get)).alias,
  channelId: async (get) => String((await channelOf(get, 'open')).id),
  fundingTxid: async (get) => String((await channelOf(get, 'open')).transaction_id),
  closingTxid: async (get) => String((await channelOf(get, 'closed')).closing_transaction_id),
  countryCode: async (get) =>
    ((await get('/api/v1/lightning/nodes/countries')) as { iso: string }[])[0]?.iso ?? '',
  ispAsns: async (get) =>
    String(
      ((await get('/api/v1/lightning/nodes/isp-ranking')) as { ispRanking: string[][] })
        .ispRanking[0]?.[0],
    ),
}
