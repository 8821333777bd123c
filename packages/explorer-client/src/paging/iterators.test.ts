import { describe, expect, it } from 'vitest'
import {
  expectInvalid,
  liquidClient,
  mainClient,
  recorded,
  serverPerTest,
} from '../../test/helpers.js'
import { json, type Reply, text } from '../../test/http-server.js'
import { ACINQ, nodeChannel } from '../../test/lightning-samples.js'
import { CancelledError, InvalidResponseError, NotFoundError } from '../errors.js'
import type { Transaction } from '../wire/transaction.js'
import {
  addressChainTransactionPages,
  addressTransactionPages,
  assetTransactionPages,
  blockTransactionPages,
  nodeChannelPages,
} from './iterators.js'

const serve = serverPerTest()
const [model] = recorded<Transaction[]>('backend-test-data/transactions-random.json')
const ADDR = 'bc1qnzw0zfm5l3c9vztpp3aegx0j68zgqajyffr2r6'
const HASH = '00000000000000000002c69c7a3010fcd596c0c7451c23e7cd1f5e19ebf8ee6d'
const LBTC = '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d'

/** `count` copies of a recorded transaction with distinct txids (`series` keeps lists apart). */
function txs(count: number, series: number): Transaction[] {
  if (!model) throw new Error('no recorded transaction')
  return Array.from({ length: count }, (_, i) => ({
    ...model,
    txid: (series * 1000 + i).toString(16).padStart(64, '0'),
  }))
}
const lastTxid = (page: Transaction[]) => page[page.length - 1]?.txid ?? ''
/** The same as Liquid's electrs sends them: every input says whether it is a peg-in. */
const liquidTxs = (count: number, series: number) =>
  txs(count, series).map((tx) => ({ ...tx, vin: tx.vin.map((v) => ({ ...v, is_pegin: false })) }))

interface Outcome<T> {
  pages: T[][]
  error?: unknown
}

/** Every page until the end or an error; a runaway iterator fails the test instead of hanging it. */
async function drain<T>(pages: AsyncIterable<T[]>, max = 20): Promise<Outcome<T>> {
  const out: T[][] = []
  try {
    for await (const page of pages) {
      out.push(page)
      if (out.length >= max) throw new Error(`no end after ${max} pages`)
    }
  } catch (error) {
    return { pages: out, error }
  }
  return { pages: out }
}

describe('address transactions', () => {
  it('pages by after_txid from the first page until an empty page', async () => {
    const first = [
      ...txs(10, 1).map((t) => ({ ...t, status: { confirmed: false } })),
      ...txs(40, 2),
    ]
    const second = txs(25, 3)
    const at = `/api/address/${ADDR}/txs`
    const server = await serve({
      [`GET ${at}`]: json(first),
      [`GET ${at}?after_txid=${lastTxid(first)}`]: json(second),
      [`GET ${at}?after_txid=${lastTxid(second)}`]: json([]),
    })
    const { pages, error } = await drain(
      addressTransactionPages(mainClient(server), { address: ADDR }),
    )
    expect(error).toBeUndefined()
    expect(pages).toEqual([first, second])
    expect(server.requests.map((r) => r.url)).toEqual([
      at,
      `${at}?after_txid=${lastTxid(first)}`,
      `${at}?after_txid=${lastTxid(second)}`,
    ])
  })

  it('a server that ignores after_txid gives InvalidResponseError, without yielding the repeat', async () => {
    const page = txs(50, 1)
    const server = await serve()
    server.route(`GET /api/address/${ADDR}/txs`, json(page))
    server.route(`GET /api/address/${ADDR}/txs?after_txid=${lastTxid(page)}`, json(page))
    const { pages, error } = await drain(
      addressTransactionPages(mainClient(server), { address: ADDR }),
    )
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as Error).message).toContain(`the page after ${lastTxid(page)} repeats`)
    expect(pages).toEqual([page])
    expect(server.requests).toHaveLength(2)
  })

  it('checks the address on the first next(), before any request', async () => {
    const server = await serve()
    const pages = addressTransactionPages(mainClient(server), { address: 'nope' })
    await expectInvalid(() => pages.next(), 'address', 'nope')
    expect(server.requests).toHaveLength(0)
  })
})

describe('address chain transactions', () => {
  const at = `/api/address/${ADDR}/txs/chain`

  it('pages by last_seen txid in the path until an empty page', async () => {
    const [a, b] = [txs(25, 1), txs(7, 2)]
    const server = await serve({
      [`GET ${at}`]: json(a),
      [`GET ${at}/${lastTxid(a)}`]: json(b),
      [`GET ${at}/${lastTxid(b)}`]: json([]),
    })
    const { pages, error } = await drain(
      addressChainTransactionPages(mainClient(server), { address: ADDR }),
    )
    expect(error).toBeUndefined()
    expect(pages).toEqual([a, b])
    expect(server.requests.map((r) => r.url)).toEqual([
      at,
      `${at}/${lastTxid(a)}`,
      `${at}/${lastTxid(b)}`,
    ])
  })

  it('a server going round two pages gives InvalidResponseError instead of looping', async () => {
    const [a, b] = [txs(25, 1), txs(25, 2)]
    const server = await serve({
      [`GET ${at}`]: json(a),
      [`GET ${at}/${lastTxid(a)}`]: json(b),
      [`GET ${at}/${lastTxid(b)}`]: json(a),
    })
    const { pages, error } = await drain(
      addressChainTransactionPages(mainClient(server), { address: ADDR }),
    )
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(pages).toEqual([a, b])
  })

  it('stops with CancelledError when the signal aborts between pages', async () => {
    const controller = new AbortController()
    const a = txs(25, 1)
    const server = await serve({
      [`GET ${at}`]: json(a),
      [`GET ${at}/${lastTxid(a)}`]: json(txs(25, 2)),
    })
    const pages = addressChainTransactionPages(mainClient(server), {
      address: ADDR,
      signal: controller.signal,
    })
    expect((await pages.next()).value).toEqual(a)
    controller.abort()
    await expect(pages.next()).rejects.toThrow(CancelledError)
    expect(server.requests).toHaveLength(1)
  })
})

describe('block transactions', () => {
  const at = `/api/block/${HASH}/txs`
  const pagesOf = (count: number) =>
    Array.from({ length: Math.ceil(count / 25) }, (_, i) =>
      txs(Math.min(25, count - i * 25), i + 1),
    )

  it('pages by 25 and stops after a short page', async () => {
    const [a, b] = pagesOf(30)
    const server = await serve({ [`GET ${at}/0`]: json(a), [`GET ${at}/25`]: json(b) })
    const { pages, error } = await drain(blockTransactionPages(mainClient(server), { hash: HASH }))
    expect(error).toBeUndefined()
    expect(pages.map((p) => p.length)).toEqual([25, 5])
    expect(pages).toEqual([a, b])
    // After the short page, one more request finds the end (electrs' 404).
    expect(server.requests.map((r) => r.url)).toEqual([`${at}/0`, `${at}/25`, `${at}/30`])
  })

  it("reads mempool's own backend, which sends 10 from any start, 25 at a time all the same", async () => {
    const all = txs(27, 5)
    const server = await serve()
    for (let start = 0; start <= 30; start++) {
      server.route(`GET ${at}/${start}`, json(all.slice(start, start + 10)))
    }
    const { pages, error } = await drain(blockTransactionPages(mainClient(server), { hash: HASH }))
    expect(error).toBeUndefined()
    expect(pages.map((p) => p.length)).toEqual([25, 2])
    expect(pages.flat()).toEqual(all)
  })

  it('stops on the 404 "start index out of range" after an exact multiple of 25', async () => {
    const [a, b] = pagesOf(50)
    const server = await serve({
      [`GET ${at}/0`]: json(a),
      [`GET ${at}/25`]: json(b),
      [`GET ${at}/50`]: text('start index out of range', 404),
    })
    const { pages, error } = await drain(blockTransactionPages(mainClient(server), { hash: HASH }))
    expect(error).toBeUndefined()
    expect(pages).toEqual([a, b])
    expect(server.requests.map((r) => r.url)).toEqual([`${at}/0`, `${at}/25`, `${at}/50`])
  })

  it('an unknown block is a NotFoundError, not an empty list', async () => {
    const server = await serve({ [`GET ${at}/0`]: text('Block not found', 404) })
    const { pages, error } = await drain(blockTransactionPages(mainClient(server), { hash: HASH }))
    expect(pages).toEqual([])
    expect(error).toBeInstanceOf(NotFoundError)
  })

  it('a server that ignores the start index gives InvalidResponseError instead of looping', async () => {
    const [a] = pagesOf(25)
    const server = await serve()
    for (const start of [0, 25, 50, 75]) server.route(`GET ${at}/${start}`, json(a))
    const { pages, error } = await drain(blockTransactionPages(mainClient(server), { hash: HASH }))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(pages).toEqual([a])
  })
})

describe('asset transactions', () => {
  it('pages a Liquid asset by last_seen txid until an empty page', async () => {
    const at = `/liquid/api/asset/${LBTC}/txs/chain`
    const [a, b] = [liquidTxs(25, 1), liquidTxs(3, 2)]
    const server = await serve({
      [`GET ${at}`]: json(a),
      [`GET ${at}/${lastTxid(a)}`]: json(b),
      [`GET ${at}/${lastTxid(b)}`]: json([]),
    })
    const { pages, error } = await drain(
      assetTransactionPages(liquidClient(server), { assetId: LBTC }),
    )
    expect(error).toBeUndefined()
    expect(pages).toEqual([a, b])
    expect(server.requests).toHaveLength(3)
  })
})

describe('Lightning node channels', () => {
  const at = `/api/v1/lightning/channels?public_key=${ACINQ}&status=open`
  const channels = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => nodeChannel(from + i))

  it('pages by index offset until an empty page', async () => {
    const server = await serve({
      [`GET ${at}&index=0`]: json(channels(0, 10)),
      [`GET ${at}&index=10`]: json(channels(10, 10)),
      [`GET ${at}&index=20`]: json(channels(20, 4)),
      [`GET ${at}&index=24`]: json([]),
    })
    const { pages, error } = await drain(
      nodeChannelPages(mainClient(server), { publicKey: ACINQ, status: 'open' }),
    )
    expect(error).toBeUndefined()
    expect(pages).toEqual([channels(0, 10), channels(10, 10), channels(20, 4)])
    expect(server.requests.map((r) => r.query.get('index'))).toEqual(['0', '10', '20', '24'])
  })

  it('a server that ignores index gives InvalidResponseError instead of looping', async () => {
    const same: Reply = json(channels(0, 10))
    const server = await serve({
      [`GET ${at}&index=0`]: same,
      [`GET ${at}&index=10`]: same,
      [`GET ${at}&index=20`]: same,
    })
    const { pages, error } = await drain(
      nodeChannelPages(mainClient(server), { publicKey: ACINQ, status: 'open' }),
    )
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(pages).toEqual([channels(0, 10)])
  })
})
