import { describe, expect, it } from 'vitest'
import { expectInvalid, mainClient, recordedKey, serverPerTest } from '../../test/helpers.js'
import { json } from '../../test/http-server.js'
import { createExplorerClient } from '../client.js'
import { InvalidResponseError } from '../errors.js'
import type { MempoolInfo } from '../wire/mempool.js'
import type { RecentTransaction, StrippedTransaction } from '../wire/transaction.js'
import { getPreciseFees } from './fees.js'
import {
  getFullRbfReplacements,
  getMempool,
  getMempoolRecent,
  getMempoolTxids,
  getReplacements,
  getTransactionTimes,
} from './mempool.js'

const serve = serverPerTest()

/** The latest transactions of the recorded init payload, in the short form of /mempool/recent. */
const recent: RecentTransaction[] = recordedKey<StrippedTransaction[]>(
  'frontend-cypress/mainnet_mempoolInfo.json',
  'transactions',
).map(({ txid, fee, vsize, value }) => ({ txid, fee, vsize, value }))

/** Contract §3.1: one object, histogram of [feerate, vsize] pairs in descending fee-rate buckets. */
const mempool: MempoolInfo = {
  count: 112686,
  vsize: 77003418,
  total_fee: 510536864,
  fee_histogram: [
    [102.36, 50210],
    [15.5, 100231],
    [8.02, 998184],
    [7, 2500000],
  ],
}

describe('mempool', () => {
  it('getMempool GETs /mempool and returns one object with fee-rate pairs', async () => {
    const server = await serve({ 'GET /api/mempool': json(mempool) })
    const result = await getMempool(mainClient(server))
    expect(result).toEqual(mempool)
    expect(result.fee_histogram[0]).toEqual([102.36, 50210])
    expect(server.requests.map((r) => r.url)).toEqual(['/api/mempool'])
  })

  it('getMempool accepts the empty histogram of a bitcoind-mode backend', async () => {
    const server = await serve({ 'GET /api/mempool': json({ ...mempool, fee_histogram: [] }) })
    expect((await getMempool(mainClient(server))).fee_histogram).toEqual([])
  })

  it('getMempool refuses a list (the shape mempool.js typed)', async () => {
    const server = await serve({ 'GET /api/mempool': json([mempool]) })
    await expect(getMempool(mainClient(server))).rejects.toThrow('expected an object, got an array')
  })

  it('getMempoolTxids GETs /mempool/txids', async () => {
    const ids = recent.map((t) => t.txid)
    const server = await serve({ 'GET /api/mempool/txids': json(ids) })
    expect(await getMempoolTxids(mainClient(server))).toEqual(ids)
    expect(server.requests[0]?.url).toBe('/api/mempool/txids')
  })

  it('getMempoolTxids refuses an item that is not a txid', async () => {
    const server = await serve({ 'GET /api/mempool/txids': json([recent[0]?.txid, 'nope']) })
    await expect(getMempoolTxids(mainClient(server))).rejects.toThrow(InvalidResponseError)
  })

  it('getMempoolRecent GETs /mempool/recent and returns the entries', async () => {
    const server = await serve({ 'GET /api/mempool/recent': json(recent) })
    const result = await getMempoolRecent(mainClient(server))
    expect(result).toEqual(recent)
    expect(result).toHaveLength(recent.length)
    expect(server.requests[0]?.url).toBe('/api/mempool/recent')
  })

  it("getMempoolRecent takes Liquid's shape (no value, a discount_vsize) and refuses entries without a fee", async () => {
    const liquidRecent = [{ txid: 'ab'.repeat(32), fee: 43, vsize: 2_652, discount_vsize: 430 }]
    const server = await serve({
      'GET /liquid/api/mempool/recent': json(liquidRecent),
      'GET /api/mempool/recent': json([{ txid: 'ab'.repeat(32), vsize: 1 }]),
    })
    const liquid = createExplorerClient({
      host: server.host,
      network: 'liquid',
      transport: { retry: false },
    })
    expect(await getMempoolRecent(liquid)).toEqual(liquidRecent)
    await expect(getMempoolRecent(mainClient(server))).rejects.toThrow(InvalidResponseError)
  })
})

const TXID = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'

describe('replacements, precise fees, transaction times', () => {
  it('getReplacements and getFullRbfReplacements GET the two lists of trees', async () => {
    const [tree] = recordedKey<unknown[]>('frontend-cypress/rbf_page/rbf_01.json', 'rbfLatest')
    const server = await serve({
      'GET /api/v1/replacements': json([tree]),
      'GET /api/v1/fullrbf/replacements': json([]),
    })
    const client = mainClient(server)
    expect(await getReplacements(client)).toEqual([tree])
    expect(await getFullRbfReplacements(client)).toEqual([])
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/replacements',
      '/api/v1/fullrbf/replacements',
    ])
  })

  it('getPreciseFees GETs /v1/fees/precise and keeps the fractions', async () => {
    const fees = {
      fastestFee: 3.512,
      halfHourFee: 2.261,
      hourFee: 1.756,
      economyFee: 1.001,
      minimumFee: 1,
    }
    const server = await serve({ 'GET /api/v1/fees/precise': json(fees) })
    expect(await getPreciseFees(mainClient(server))).toEqual(fees)
  })

  it('getTransactionTimes asks at most 100 txids, as the service refuses more (400)', async () => {
    const server = await serve({ 'GET /api/v1/transaction-times': json([]) })
    const client = mainClient(server)
    const many = Array.from({ length: 101 }, () => TXID)
    await expectInvalid(() => getTransactionTimes(client, { txids: many }), 'txids', many)
    expect(server.requests).toHaveLength(0)
    // 100 is asked (this test server answers 404 for any query string).
    await getTransactionTimes(client, { txids: many.slice(1) }).catch(() => undefined)
    expect(server.requests[0]?.query.getAll('txId[]')).toHaveLength(100)
  })
})
