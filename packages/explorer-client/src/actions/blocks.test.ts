import { describe, expect, it } from 'vitest'
import {
  binaryBody,
  expectInvalid,
  mainClient,
  recorded,
  recordedKey,
  serverPerTest,
} from '../../test/helpers.js'
import { json, text } from '../../test/http-server.js'
import { InvalidResponseError, NotFoundError } from '../errors.js'
import type { BlockExtended, BlockStatus } from '../wire/block.js'
import type { StrippedTransaction, Transaction } from '../wire/transaction.js'
import {
  getBlock,
  getBlockHash,
  getBlockHeader,
  getBlockRaw,
  getBlockStatus,
  getBlockSummary,
  getBlocks,
  getBlockTipHash,
  getBlockTipHeight,
  getBlockTransactions,
  getBlockTransactionsPage,
  getBlockTxid,
  getBlockTxids,
} from './blocks.js'

const serve = serverPerTest()

/** The 8 blocks of the websocket init payload (heights 837,043-837,050), oldest first. */
const initBlocks = recordedKey<BlockExtended[]>(
  'frontend-cypress/mainnet_mempoolInfo.json',
  'blocks',
)
const tip = initBlocks[initBlocks.length - 1] as BlockExtended
const HASH = tip.id
/** The websocket `blocks` of the RBF tests (heights 890,440-890,447). */
const wsBlocks = recorded<{ blocks: BlockExtended[] }>(
  'frontend-cypress/details_rbf/tx01_ws_blocks_01.json',
).blocks
const txs = recorded<Transaction[]>('backend-test-data/transactions-random.json')
const summary: StrippedTransaction[] = [
  { txid: txs[0]?.txid ?? '', fee: 0, vsize: 180, value: 635081690 },
  {
    txid: txs[1]?.txid ?? '',
    fee: 1440,
    vsize: 141.25,
    value: 50000,
    rate: 10.19,
    flags: 1099511631877,
  },
]

describe('blocks with extras', () => {
  it('getBlock GETs /v1/block/:hash and returns the recorded block', async () => {
    const server = await serve({ [`GET /api/v1/block/${HASH}`]: json(tip) })
    const block = await getBlock(mainClient(server), { hash: HASH })
    expect(block).toEqual(tip)
    expect(block.height).toBe(837050)
    expect(block.extras?.pool?.slug).toBe('foundryusa')
    expect(server.requests[0]?.url).toBe(`/api/v1/block/${HASH}`)
  })

  it('getBlocks without a start height GETs /v1/blocks (no "undefined")', async () => {
    const newestFirst = [...wsBlocks].reverse()
    const server = await serve({ 'GET /api/v1/blocks': json(newestFirst) })
    const blocks = await getBlocks(mainClient(server))
    expect(blocks).toEqual(newestFirst)
    expect(blocks.map((b) => b.height)).toEqual([
      890447, 890446, 890445, 890444, 890443, 890442, 890441, 890440,
    ])
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/blocks'])
  })

  it('getBlocks with a start height GETs /v1/blocks/:height, height 0 included', async () => {
    const server = await serve({
      'GET /api/v1/blocks/840000': json([...initBlocks].reverse()),
      'GET /api/v1/blocks/0': json([]),
    })
    const client = mainClient(server)
    expect(await getBlocks(client, { startHeight: 840000 })).toEqual([...initBlocks].reverse())
    expect(await getBlocks(client, { startHeight: 0 })).toEqual([])
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/blocks/840000', '/api/v1/blocks/0'])
  })

  it('getBlocks refuses a list item without the block keys', async () => {
    const server = await serve({ 'GET /api/v1/blocks': json([{ id: HASH, height: 1 }]) })
    await expect(getBlocks(mainClient(server))).rejects.toThrow(InvalidResponseError)
  })

  it('getBlockSummary GETs /v1/block/:hash/summary', async () => {
    const server = await serve({ [`GET /api/v1/block/${HASH}/summary`]: json(summary) })
    expect(await getBlockSummary(mainClient(server), { hash: HASH })).toEqual(summary)
    expect(server.requests[0]?.url).toBe(`/api/v1/block/${HASH}/summary`)
  })
})

describe('Esplora block endpoints', () => {
  it('getBlockStatus parses both best-chain and stale statuses', async () => {
    const parent = initBlocks[6]?.id ?? ''
    const best: BlockStatus = { in_best_chain: true, height: 837049, next_best: HASH }
    const stale: BlockStatus = { in_best_chain: false }
    const server = await serve({ [`GET /api/block/${parent}/status`]: [json(best), json(stale)] })
    const client = mainClient(server)
    expect(await getBlockStatus(client, { hash: parent })).toEqual(best)
    expect(await getBlockStatus(client, { hash: parent })).toEqual(stale)
    expect(server.requests[0]?.url).toBe(`/api/block/${parent}/status`)
  })

  it('getBlockTransactions leaves out the start index unless given, and sends 0 and 25', async () => {
    // Each transaction of a block's page carries its status, as electrs always sends it.
    const page = txs
    const server = await serve({
      [`GET /api/block/${HASH}/txs`]: json(page),
      [`GET /api/block/${HASH}/txs/0`]: json(page),
      [`GET /api/block/${HASH}/txs/25`]: json(page.slice(1)),
    })
    const client = mainClient(server)
    expect(await getBlockTransactions(client, { hash: HASH })).toEqual(page)
    expect(await getBlockTransactions(client, { hash: HASH, startIndex: 0 })).toEqual(page)
    expect(await getBlockTransactions(client, { hash: HASH, startIndex: 25 })).toEqual(
      page.slice(1),
    )
    expect(server.requests.map((r) => r.url)).toEqual([
      `/api/block/${HASH}/txs`,
      `/api/block/${HASH}/txs/0`,
      `/api/block/${HASH}/txs/25`,
    ])
  })

  it('getBlockTransactions past the end gives the 404 "start index out of range"', async () => {
    const server = await serve({
      [`GET /api/block/${HASH}/txs/3200`]: text('start index out of range', 404),
    })
    const error = await getBlockTransactions(mainClient(server), {
      hash: HASH,
      startIndex: 3200,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).body).toBe('start index out of range')
  })

  it('getBlockTxid returns the text of /block/:hash/txid/:index', async () => {
    const txid = txs[2]?.txid ?? ''
    const server = await serve({ [`GET /api/block/${HASH}/txid/0`]: text(txid) })
    expect(await getBlockTxid(mainClient(server), { hash: HASH, index: 0 })).toBe(txid)
    expect(server.requests[0]?.url).toBe(`/api/block/${HASH}/txid/0`)
  })

  it('getBlockTxids returns the JSON list of /block/:hash/txids', async () => {
    const ids = txs.map((t) => t.txid)
    const server = await serve({ [`GET /api/block/${HASH}/txids`]: json(ids) })
    expect(await getBlockTxids(mainClient(server), { hash: HASH })).toEqual(ids)
  })

  it('getBlockRaw returns the exact bytes of /block/:hash/raw', async () => {
    const server = await serve({
      [`GET /api/block/${HASH}/raw`]: {
        headers: { 'content-type': 'application/octet-stream' },
        body: binaryBody,
      },
    })
    const raw = await getBlockRaw(mainClient(server), { hash: HASH })
    expect(raw).toBeInstanceOf(Uint8Array)
    expect(Array.from(raw)).toEqual(Array.from(binaryBody))
    expect(server.requests[0]?.url).toBe(`/api/block/${HASH}/raw`)
  })

  it('getBlockHeader returns the recorded 80-byte header hex', async () => {
    const server = await serve({
      [`GET /api/block/${HASH}/header`]: text(tip.extras?.header ?? ''),
    })
    const header = await getBlockHeader(mainClient(server), { hash: HASH })
    expect(header).toBe(tip.extras?.header)
    expect(header).toHaveLength(160)
  })

  it('getBlockHash returns the text of /block-height/:height', async () => {
    const server = await serve({ 'GET /api/block-height/837050': text(HASH) })
    expect(await getBlockHash(mainClient(server), { height: 837050 })).toBe(HASH)
  })

  it('getBlockTipHash and getBlockTipHeight return a string and a number', async () => {
    const server = await serve({
      'GET /api/blocks/tip/hash': text(HASH),
      'GET /api/blocks/tip/height': text('837050'),
    })
    const client = mainClient(server)
    const hash = await getBlockTipHash(client)
    const height = await getBlockTipHeight(client)
    expect(hash).toBe(HASH)
    expect(height).toBe(837050)
    expect(typeof height).toBe('number')
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/blocks/tip/hash',
      '/api/blocks/tip/height',
    ])
  })

  it('getBlockTipHeight refuses a body that is not a number', async () => {
    const server = await serve({ 'GET /api/blocks/tip/height': text('837043.5') })
    await expect(getBlockTipHeight(mainClient(server))).rejects.toThrow(
      'expected a number, got "837043.5"',
    )
  })
})

describe('parameter checks before any request', () => {
  const hashActions = {
    getBlock,
    getBlockStatus,
    getBlockTransactions,
    getBlockTxids,
    getBlockRaw,
    getBlockHeader,
    getBlockSummary,
  }

  it.each(Object.entries(hashActions))('%s refuses bad hashes', async (_name, action) => {
    const server = await serve()
    const client = mainClient(server)
    for (const hash of ['', HASH.slice(2), `${HASH}00`, `${HASH.slice(1)}x`, 'tip']) {
      await expectInvalid(() => action(client, { hash }), 'hash', hash)
    }
    expect(server.requests).toHaveLength(0)
  })

  it('refuses bad heights, start heights and indexes', async () => {
    const server = await serve()
    const client = mainClient(server)
    for (const bad of [-1, 1.5, Number.POSITIVE_INFINITY, 2 ** 53]) {
      await expectInvalid(() => getBlocks(client, { startHeight: bad }), 'startHeight', bad)
      await expectInvalid(() => getBlockHash(client, { height: bad }), 'height', bad)
      await expectInvalid(() => getBlockTxid(client, { hash: HASH, index: bad }), 'index', bad)
    }
    await expectInvalid(() => getBlockTxid(client, { hash: 'x', index: 0 }), 'hash', 'x')
    expect(server.requests).toHaveLength(0)
  })

  it('refuses a window start that is not a non-negative multiple of 25, a page start that is negative', async () => {
    const server = await serve()
    const client = mainClient(server)
    for (const startIndex of [-1, 2.5]) {
      await expectInvalid(
        () => getBlockTransactions(client, { hash: HASH, startIndex }),
        'startIndex',
        startIndex,
      )
    }
    for (const startIndex of [1, 24, 26, 10, -25, 2.5]) {
      await expectInvalid(
        () => getBlockTransactionsPage(client, { hash: HASH, startIndex }),
        'startIndex',
        startIndex,
      )
    }
    expect(server.requests).toHaveLength(0)
  })
})
