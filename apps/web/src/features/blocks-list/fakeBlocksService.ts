import type { BlockExtended, BlockExtras } from '@outpoint/explorer-client'

// A stand-in data service for the blocks list, stale tips and recent transactions unit tests.

export const hashAt = (height: number, tag = 'a') =>
  `00000000${tag}${height.toString(16).padStart(55, '0')}`

export function fakeListedBlock(height: number, tag = 'a'): BlockExtended {
  return {
    id: hashAt(height, tag),
    height,
    version: 0x20000000,
    timestamp: 1_700_000_000 + height * 600,
    bits: 0x17034219,
    nonce: 1,
    difficulty: 1,
    merkle_root: 'ab'.repeat(32),
    tx_count: 1000 + height,
    size: 1_234_567,
    weight: 3_993_000,
    previousblockhash: hashAt(height - 1, tag),
    mediantime: 1_700_000_000,
    extras: {
      totalFees: 2_500_000 + height,
      medianFee: 12.5,
      feeRange: [1, 2, 12.5, 40],
      reward: 315_000_000 + height,
      pool: { id: 1, name: 'Foundry USA', slug: 'foundryusa', minerNames: null },
      avgFee: 100,
      avgFeeRate: 10,
      coinbaseRaw: '03',
      coinbaseAddress: null,
      coinbaseAddresses: [],
      coinbaseSignature: '',
      coinbaseSignatureAscii: '',
      virtualSize: 998_250,
      avgTxSize: 500,
      totalInputs: 1,
      totalOutputs: 1,
      totalOutputAmt: 1,
      segwitTotalTxs: 1,
      segwitTotalSize: 1,
      segwitTotalWeight: 1,
      header: '00'.repeat(80),
      utxoSetChange: 0,
      utxoSetSize: null,
      totalInputAmt: null,
      matchRate: null,
      expectedFees: null,
      expectedWeight: null,
      orphans: [],
    } satisfies BlockExtras,
  }
}

/** A Liquid block as `/v1/blocks` may send it: no extras, `bits` null. */
export function fakeLiquidBlock(height: number): BlockExtended {
  const { extras: _, ...block } = fakeListedBlock(height)
  return { ...block, bits: null }
}

export interface FakeService {
  tip: number
  /** Status for every request (a failing service); undefined answers normally. */
  failWith?: number | undefined
  chainTips?: unknown
  recent?: unknown
  /** Only the Esplora routes: `/blocks[/:start_height]` (10, no extras); `/v1/*` is electrs' 404. */
  esplora?: boolean
}

/** A `fetch` answering like the service; `asked` collects the paths asked (without the network prefix). */
export function fakeBlocksFetch(service: FakeService, asked: string[] = []) {
  return async (url: string) => {
    const { pathname } = new URL(url)
    const liquid = pathname.startsWith('/liquid')
    const path = pathname.replace(/^\/(testnet|liquid)/, '')
    asked.push(path)
    if (service.failWith) return new Response('Service unavailable', { status: service.failWith })
    if (path === '/api/blocks/tip/height') return new Response(String(service.tip))
    if (service.esplora) return esploraAnswer(service, path)
    const list = path.match(/^\/api\/v1\/blocks\/?(\d*)$/)
    if (list) {
      const start = list[1] ? Number(list[1]) : service.tip
      const heights = Array.from({ length: 15 }, (_, i) => start - i).filter((h) => h >= 0)
      return Response.json(heights.map((h) => (liquid ? fakeLiquidBlock(h) : fakeListedBlock(h))))
    }
    if (path === '/api/v1/chain-tips' && service.chainTips !== undefined) {
      return Response.json(service.chainTips)
    }
    if (path === '/api/mempool/recent' && service.recent !== undefined) {
      return Response.json(service.recent)
    }
    return new Response('Not found', { status: 404 })
  }
}

function esploraAnswer(service: FakeService, path: string): Response {
  if (path.startsWith('/api/v1/')) {
    return new Response(`endpoint does not exist "${path}"`, { status: 404 })
  }
  const list = path.match(/^\/api\/blocks\/?(\d*)$/)
  if (!list) return new Response('Not found', { status: 404 })
  const start = list[1] ? Number(list[1]) : service.tip
  const heights = Array.from({ length: 10 }, (_, i) => start - i).filter((h) => h >= 0)
  return Response.json(
    heights.map((h) => {
      const { extras: _, ...block } = fakeListedBlock(h)
      return block
    }),
  )
}
