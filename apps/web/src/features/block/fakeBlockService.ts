import type {
  BlockAudit,
  BlockExtended,
  BlockExtras,
  StrippedTransaction,
  Transaction,
} from '@outpoint/explorer-client'

// A stand-in data service for the block page's unit tests: the REST answers of one block, by URL.

export const blockHash = `0000000000000000000${'1'.repeat(45)}`
export const nextHash = `0000000000000000000${'2'.repeat(45)}`
export const canonicalHash = `0000000000000000000${'3'.repeat(45)}`
const previousHash = `0000000000000000000${'0'.repeat(45)}`

export const txCount = 60

export function fakeTx(i: number): Transaction {
  const txid = i.toString(16).padStart(64, 'c')
  return {
    txid,
    version: 2,
    locktime: 0,
    size: 200,
    weight: 560,
    fee: i === 0 ? 0 : 1400 + i,
    vin: [],
    vout: [
      {
        scriptpubkey: `0014${'00'.repeat(20)}`,
        scriptpubkey_asm: '',
        scriptpubkey_type: 'v0_p2wpkh',
        value: 10_000 + i,
      },
    ],
    status: {
      confirmed: true,
      block_height: 100,
      block_hash: blockHash,
      block_time: 1_700_000_000,
    },
  }
}

export const summary: StrippedTransaction[] = Array.from({ length: txCount }, (_, i) => ({
  txid: fakeTx(i).txid,
  fee: fakeTx(i).fee,
  vsize: 140,
  value: 10_000 + i,
}))

export function fakeBlock(stale = false): BlockExtended {
  return {
    id: blockHash,
    height: 100,
    version: 0x20000000,
    timestamp: 1_700_000_000,
    mediantime: 1_699_999_000,
    bits: 0x17034219,
    nonce: 12345,
    difficulty: 149_301_205_959_699.9,
    merkle_root: 'ab'.repeat(32),
    tx_count: txCount,
    size: 12_345,
    weight: 40_000,
    previousblockhash: previousHash,
    ...(stale ? { stale: true, canonical: canonicalHash } : {}),
    extras: {
      totalFees: 84_000,
      medianFee: 10,
      feeRange: [1, 2, 5, 10, 20, 50, 120],
      reward: 312_584_000,
      pool: { id: 1, name: 'Foundry USA', slug: 'foundryusa', minerNames: null },
      avgFee: 42,
      avgFeeRate: 10,
      coinbaseRaw: '03a0bb0d',
      coinbaseAddress: null,
      coinbaseAddresses: [],
      coinbaseSignature: 'OP_RETURN',
      coinbaseSignatureAscii: 'Mined by Foundry',
      virtualSize: 10_000,
      avgTxSize: 6172.5,
      totalInputs: 1,
      totalOutputs: 3,
      totalOutputAmt: 312_594_000,
      segwitTotalTxs: 1,
      segwitTotalSize: 240,
      segwitTotalWeight: 801,
      header: '00'.repeat(80),
      utxoSetChange: 2,
      utxoSetSize: null,
      totalInputAmt: null,
      matchRate: null,
      expectedFees: null,
      expectedWeight: null,
      orphans: [],
    } satisfies BlockExtras,
  }
}

/** A txid outside the block: what a template held and the miner left out. */
export const missingTxid = 'dd'.repeat(32)

/**
 * The block's audit: the template held the block's transactions 1-39 and one it left out; the block added
 * 40-59, of which 40 moved up out of fee order (prioritized).
 */
export function fakeAudit(matchRate = 97.5): BlockAudit {
  return {
    version: 1,
    height: 100,
    id: blockHash,
    timestamp: 1_700_000_000,
    template: [...summary.slice(1, 40), { txid: missingTxid, fee: 2_000, vsize: 140, value: 1 }],
    unseenTxs: [],
    missingTxs: [missingTxid],
    addedTxs: summary.slice(40).map((tx) => tx.txid),
    prioritizedTxs: summary.slice(40, 41).map((tx) => tx.txid),
    freshTxs: [],
    sigopTxs: [],
    fullrbfTxs: [],
    acceleratedTxs: [],
    matchRate,
    expectedFees: 80_000,
    expectedWeight: 22_400,
  }
}

/**
 * A `fetch` answering like the service for one block; `state.stale` flips it off the best chain, `state.audit`
 * is its audit summary (none: mempool's 404 "Audit not available").
 */
export function fakeFetch(state: { stale: boolean; audit?: unknown }, asked: string[] = []) {
  return async (url: string) => {
    const path = new URL(url).pathname.replace(/^\/(testnet|liquid)/, '')
    asked.push(path)
    if (path === '/api/block-height/100') return new Response(blockHash)
    if (path === '/api/blocks/tip/height') return new Response('104')
    if (path === `/api/v1/block/${blockHash}`) return Response.json(fakeBlock(state.stale))
    if (path === `/api/block/${blockHash}/status`) {
      return Response.json(
        state.stale
          ? { in_best_chain: false, height: null, next_best: null }
          : { in_best_chain: true, height: 100, next_best: nextHash },
      )
    }
    if (path === `/api/v1/block/${blockHash}/summary`) return Response.json(summary)
    if (path === `/api/v1/block/${blockHash}/audit-summary`) {
      return state.audit
        ? Response.json(state.audit)
        : new Response('Audit not available', { status: 404 })
    }
    const page = path.match(new RegExp(`^/api/block/${blockHash}/txs/?(\\d*)$`))
    if (page) {
      const start = Number(page[1] || 0)
      const txs = Array.from({ length: Math.min(25, txCount - start) }, (_, i) => fakeTx(start + i))
      return Response.json(txs)
    }
    // mempool's v1 block routes fail on an unknown hash (500); Esplora's say 404.
    if (path.startsWith('/api/v1/block/'))
      return new Response('Failed to get block', { status: 500 })
    return new Response('Block not found', { status: 404 })
  }
}
